import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, tenantId, updatedAt } from "./columns";

export const vendors = pgTable(
  "vendors",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    externalId: text("external_id"),
    companyName: text("company_name"),
    individualName: text("individual_name"),
    email: text("email"),
    mobilePhone: text("mobile_phone"),
    officePhone: text("office_phone"),
    addressString: text("address_string"),
    memo: text("memo"),
    /** `active` or `archived`. */
    status: text("status").notNull().default("active"),
    transactionTags: jsonb("transaction_tags").notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex("vendors_business_external_id_key")
      .on(t.businessId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index("vendors_business_name_idx").on(t.businessId, t.companyName, t.individualName),
  ],
);
