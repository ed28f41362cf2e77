import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { partners } from "./partners";

/**
 * The tenant root. Its `id` is the business_id every tenant table is distributed by; the table itself is small and
 * read on every request, so on Citus it is a reference table (see README, "Scaling out").
 */
export const businesses = pgTable(
  "businesses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id),
    name: text("name").notNull(),
    country: text("country").notNull(),
    baseCurrency: text("base_currency").notNull(),
    timezone: text("timezone").notNull().default("UTC"),
    externalId: text("external_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("businesses_partner_created_idx").on(t.partnerId, t.createdAt, t.id),
    uniqueIndex("businesses_partner_external_id_key").on(t.partnerId, t.externalId),
  ],
);
