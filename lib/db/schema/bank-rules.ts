import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, tenantId, updatedAt } from "./columns";

/**
 * "Counterparty contains X → account Y" (docs/banking.md): applied to new uncategorized transactions on import,
 * never to a transaction someone categorized or matched. `direction` null applies to money in and out.
 */
export const bankRules = pgTable(
  "bank_rules",
  {
    businessId: tenantId(),
    id: uuid("id").notNull().defaultRandom(),
    counterpartyContains: text("counterparty_contains").notNull(),
    direction: text("direction"),
    accountId: uuid("account_id").notNull(),
    taxRate: numeric("tax_rate", { precision: 12, scale: 6 }),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex("bank_rules_business_pattern_key").on(
      t.businessId,
      sql`lower(${t.counterpartyContains})`,
      sql`coalesce(${t.direction}, 'any')`,
    ),
    foreignKey({
      name: "bank_rules_account_fk",
      columns: [t.businessId, t.accountId],
      foreignColumns: [accounts.businessId, accounts.id],
    }),
    check("bank_rules_direction_check", sql`${t.direction} in ('credit', 'debit')`),
    check("bank_rules_pattern_check", sql`length(trim(${t.counterpartyContains})) > 0`),
  ],
);
