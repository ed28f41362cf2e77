/**
 * Set-based seed for the invoice-list scenario: customers and invoices of the bench business straight from
 * generate_series (no journal: the list never reads it), plus invoices of other businesses so every query has to
 * stay inside its own. Rows satisfy every constraint of migration 0004.
 */
import { sql } from "drizzle-orm";
import { createBusiness } from "../../lib/businesses/create-business";
import type { Db } from "../../lib/db/client";
import { queryRows } from "../../lib/db/query-rows";

export const CUSTOMERS = 2_000;
/** imported_at of invoice g is START + g × STEP seconds: a million invoices span about a year. */
const START = "2025-01-01T00:00:00Z";
const STEP_SECONDS = 31;

async function seedCustomers(db: Db, businessId: string, count: number, prefix: string) {
  await db.execute(sql`
    insert into customers (business_id, external_id, display_name, company_name, payment_terms_days)
    select ${businessId}, ${prefix} || g, 'Customer ' || g, 'Customer ' || g, 30
    from generate_series(1, ${count}) g`);
}

/** Status by (g + g / customers) mod 20, so each customer has invoices in every state: 10% draft, 30% sent, 10% partially paid, 40% paid, 5% cancelled, 5% refunded. */
async function seedInvoices(db: Db, businessId: string, count: number, customerCount: number) {
  await db.execute(sql`
    with numbered as (
      select id, (row_number() over (order by id)) - 1 as n from customers where business_id = ${businessId}
    ), rows as (
      select g, c.id as customer_id,
        ${START}::timestamptz + g * make_interval(secs => ${STEP_SECONDS}::int) as at,
        1000 + (g * 7919) % 500000 as total,
        case when s < 2 then 'DRAFT' when s < 8 then 'SENT' when s < 10 then 'PARTIALLY_PAID'
             when s < 18 then 'PAID' when s = 18 then 'CANCELLED' else 'REFUNDED' end as status
      from generate_series(1, ${count}::bigint) g
      cross join lateral (select (g + g / ${customerCount}::int) % 20 as s) spread
      join numbered c on c.n = g % ${customerCount}::int
    )
    insert into invoices (business_id, invoice_number, customer_id, currency, status, sent_at, due_at, due_date,
      paid_at, cancelled_at, imported_at, memo, reference_numbers, subtotal_cents, total_cents, total_base_cents,
      paid_cents, refunded_cents, outstanding_base_cents, created_at, updated_at)
    select ${businessId}, 'B-' || g, customer_id, 'SEK', status,
      case when status = 'DRAFT' then null else at end,
      case when status = 'DRAFT' then null else at + interval '30 days' end,
      case when status = 'DRAFT' then null else ((at + interval '30 days') at time zone 'Europe/Stockholm')::date end,
      case when status in ('PAID', 'REFUNDED') then at + interval '10 days' end,
      case when status = 'CANCELLED' then at + interval '1 day' end,
      at, 'Order ' || (g % 10000), array['REF-' || g], total, total, total,
      case status when 'PAID' then total when 'REFUNDED' then total when 'PARTIALLY_PAID' then total / 2 else 0 end,
      case status when 'REFUNDED' then total else 0 end,
      case status when 'SENT' then total when 'PARTIALLY_PAID' then total - total / 2 else 0 end,
      at, at + ((g * 13) % 100000) * interval '1 second'
    from rows`);
}

/** The bench business's customers and invoices, and `others` businesses with `otherInvoices` invoices among them. */
export async function seedInvoiceList(
  db: Db,
  partnerId: string,
  businessId: string,
  invoices: number,
  others = { businesses: 20, invoices: 100_000 },
) {
  await seedCustomers(db, businessId, CUSTOMERS, "bench-c-");
  await seedInvoices(db, businessId, invoices, CUSTOMERS);
  for (let n = 1; n <= others.businesses; n++) {
    const { business } = await createBusiness(db, partnerId, {
      name: `Bench neighbour ${n} ${Date.now()}`,
      country: "SE",
      base_currency: "SEK",
      timezone: "Europe/Stockholm",
    });
    await seedCustomers(db, business.id, 100, "other-c-");
    await seedInvoices(db, business.id, Math.round(others.invoices / others.businesses), 100);
  }
  // What autovacuum does soon after a bulk load: statistics, and the visibility map index-only scans need.
  await db.execute(sql`vacuum analyze customers`);
  await db.execute(sql`vacuum analyze invoices`);
  return queryRows<{ id: string; external_id: string }>(
    db,
    sql`select id, external_id from customers where business_id = ${businessId} order by external_id limit 3`,
  );
}
