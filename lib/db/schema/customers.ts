import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { cents, createdAt, stamp, tenantId, updatedAt } from "./columns";

/**
 * A customer of the business. `display_name` is stored (the given one, else company, individual name or e-mail) so
 * lists and searches by name read one column; the outstanding balance is computed from open invoices when read.
 */
export const customers = pgTable(
  "customers",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    externalId: text("external_id"),
    referenceNumber: text("reference_number"),
    individualName: text("individual_name"),
    companyName: text("company_name"),
    displayName: text("display_name").notNull(),
    email: text("email"),
    mobilePhone: text("mobile_phone"),
    officePhone: text("office_phone"),
    addressLine1: text("address_line1"),
    addressLine2: text("address_line2"),
    city: text("city"),
    stateCounty: text("state_county"),
    postalCode: text("postal_code"),
    /** ISO 3166 alpha-2. */
    country: text("country"),
    /** Free-form address as the caller gave it; `full_address` is composed from the parts when read. */
    addressString: text("address_string"),
    vatNumber: text("vat_number"),
    /** `active` or `archived` (archived_at set). */
    status: text("status").notNull().default("active"),
    taxExempt: boolean("tax_exempt").notNull().default(false),
    transactionTags: jsonb("transaction_tags").notNull().default([]),
    notes: text("notes"),
    metadata: jsonb("metadata"),
    /** Days from sending to due; null means the default of 30 (decisions.md §4). */
    paymentTermsDays: integer("payment_terms_days"),
    creditLimitCents: cents("credit_limit_cents"),
    archivedAt: stamp("archived_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex("customers_business_external_id_key")
      .on(t.businessId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index("customers_business_created_idx").on(t.businessId, t.createdAt, t.id),
    index("customers_business_name_idx").on(t.businessId, sql`lower(${t.displayName})`, t.id),
    check("customers_status_check", sql`${t.status} in ('active', 'archived')`),
    check("customers_archived_check", sql`(${t.status} = 'archived') = (${t.archivedAt} is not null)`),
    check("customers_credit_limit_check", sql`${t.creditLimitCents} >= 0`),
    check("customers_payment_terms_check", sql`${t.paymentTermsDays} between 0 and 3650`),
  ],
);
