import { sql } from "drizzle-orm";
import { bigint, check, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { tenantId } from "./columns";

/**
 * How many invoices a business has in each stored status, kept by statement-level triggers on invoices in the
 * transaction that changes them (migration 0005), so the invoice list's exact `count` without filters, or filtered
 * by status alone, is a sum of a few rows instead of a scan of a million. Each transaction adds to one of 16 stripes
 * (txid mod 16), so concurrent writers of one business rarely wait on the same row; the count is the sum of them.
 */
export const invoiceStatusCounts = pgTable(
  "invoice_status_counts",
  {
    businessId: tenantId(),
    status: text("status").notNull(),
    stripe: smallint("stripe").notNull(),
    invoiceCount: bigint("invoice_count", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.status, t.stripe] }),
    check("invoice_status_counts_stripe_check", sql`${t.stripe} between 0 and 15`),
  ],
);
