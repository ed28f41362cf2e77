import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { businesses } from "./businesses";
import { ACCOUNT_CLASSIFICATIONS, CASH_FLOW_TAGS } from "../../schemas/account-classification";
import { ACCOUNT_SUBTYPE_DEFINITIONS, ACCOUNT_SUBTYPES } from "../../schemas/account-type";

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));
const subtypePairs = sql.raw(
  ACCOUNT_SUBTYPES.map((key) => `('${ACCOUNT_SUBTYPE_DEFINITIONS[key].classification}', '${key}')`).join(
    ", ",
  ),
);

/** Chart of accounts, one per business. Tenant table: keyed and indexed by business_id first. */
export const accounts = pgTable(
  "accounts",
  {
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id),
    id: uuid("id").notNull().defaultRandom(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    classification: text("classification").notNull(),
    /** Label of the group the account is shown under in reports, e.g. "Cash and cash equivalents". */
    subtype: text("subtype").notNull(),
    /** How the cash flow statement treats the account: cash itself, a non-cash item, a disposal gain or loss. */
    cashFlowTag: text("cash_flow_tag"),
    /** The job the ledger uses the account for (accounts_payable, default_expense, …); one account per role. */
    systemRole: text("system_role"),
    /** The documented subtype (extensions.md §4.1); its type and its classification follow from it. */
    accountSubtype: text("account_subtype").notNull(),
    /** The account above this one in the chart's tree; set at creation only, so the tree has no cycles. */
    parentId: uuid("parent_id"),
    externalId: text("external_id"),
    description: text("description"),
    institutionName: text("institution_name"),
    iban: text("iban"),
    sortCode: text("sort_code"),
    accountNumberMask: text("account_number_mask"),
    customFields: jsonb("custom_fields"),
    isArchived: boolean("is_archived").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    foreignKey({
      name: "accounts_parent_fk",
      columns: [t.businessId, t.parentId],
      foreignColumns: [t.businessId, t.id],
    }),
    uniqueIndex("accounts_business_external_id_key")
      .on(t.businessId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    check("accounts_subtype_check", sql`(${t.classification}, ${t.accountSubtype}) in (${subtypePairs})`),
    check("accounts_parent_check", sql`${t.parentId} <> ${t.id}`),
    uniqueIndex("accounts_business_code_key").on(t.businessId, t.code),
    uniqueIndex("accounts_business_role_key")
      .on(t.businessId, t.systemRole)
      .where(sql`${t.systemRole} is not null`),
    check("accounts_classification_check", sql`${t.classification} in (${inList(ACCOUNT_CLASSIFICATIONS)})`),
    check("accounts_cash_flow_tag_check", sql`${t.cashFlowTag} in (${inList(CASH_FLOW_TAGS)})`),
  ],
);
