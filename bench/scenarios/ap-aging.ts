/**
 * AP aging over 100,000 approved bills of one business (a third of them half paid), 500 vendors. The bills, their
 * journal entries, payments and events are written with set-based SQL in one transaction — the shapes the domain
 * code writes, balanced entries included (the deferred trigger checks them at commit) — because 100,000 bills
 * through the API would take longer than the whole bench. Balance roll-ups are not kept for this business: only the
 * aging reads it.
 */
import { sql } from "drizzle-orm";
import { createBusiness } from "../../lib/businesses/create-business";
import type { Db } from "../../lib/db/client";
import { defineScenario } from "../scenario";

const BILLS = Number(process.env.BENCH_AGING_BILLS ?? 100_000);

/** `count` approved bills of the business (a third half paid) over 500 vendors, their entries and payments, analyzed. */
export async function seedBills(db: Db, businessId: string, count = BILLS) {
  await db.transaction(async (tx) => {
    const role = (name: string) =>
      sql`(select id from accounts where business_id = ${businessId} and system_role = ${name})`;
    await tx.execute(sql`insert into vendors (business_id, external_id, company_name)
      select ${businessId}, 'bench-vendor-' || g, 'Vendor ' || lpad(g::text, 3, '0') from generate_series(1, 500) g`);
    await tx.execute(sql`insert into bills (business_id, external_id, vendor_id, currency, issue_date, received_at,
        due_at, due_date, approved_at, status, subtotal_cents, line_tax_cents, total_cents, total_base_cents,
        paid_cents, journal_entry_id)
      select ${businessId}, 'bench-bill-' || g, va.ids[1 + g % 500], 'SEK', d, d, d + 30, d + 30, d,
        case when g % 3 = 0 then 'partially_paid' else 'received' end, amount, 0, amount, amount,
        case when g % 3 = 0 then amount / 2 else 0 end, gen_random_uuid()
      from generate_series(1, ${count}) g
      cross join (select array_agg(id order by external_id) ids from vendors where business_id = ${businessId}) va
      cross join lateral (select date '2026-11-20' - (g % 400) as d, 1000 + (g * 37) % 90000 as amount) x`);
    await tx.execute(sql`insert into journal_entries (business_id, id, entry_date, source, source_id)
      select business_id, journal_entry_id, issue_date, 'bill', id from bills where business_id = ${businessId}`);
    await tx.execute(sql`insert into journal_lines (business_id, entry_id, line_no, account_id, entry_date,
        debit_cents, credit_cents, flow_class)
      select business_id, journal_entry_id, 1, ${role("default_expense")}, issue_date, total_cents, 0, 'operating_profit'
        from bills where business_id = ${businessId}
      union all
      select business_id, journal_entry_id, 2, ${role("accounts_payable")}, issue_date, 0, total_cents, 'working_capital'
        from bills where business_id = ${businessId}`);
    await tx.execute(sql`insert into bill_payments (business_id, bill_id, amount_cents, payment_date, payment_method,
        paid_from_account_id, ap_base_cents, cash_base_cents, journal_entry_id)
      select business_id, id, paid_cents, issue_date + 20, 'bank_transfer', ${role("bank")}, paid_cents, paid_cents,
        gen_random_uuid()
      from bills where business_id = ${businessId} and paid_cents > 0`);
    await tx.execute(sql`insert into journal_entries (business_id, id, entry_date, source, source_id)
      select business_id, journal_entry_id, payment_date, 'bill_payment', id from bill_payments
      where business_id = ${businessId}`);
    await tx.execute(sql`insert into journal_lines (business_id, entry_id, line_no, account_id, entry_date,
        debit_cents, credit_cents, flow_class)
      select business_id, journal_entry_id, 1, ${role("accounts_payable")}, payment_date, amount_cents, 0, 'working_capital'
        from bill_payments where business_id = ${businessId}
      union all
      select business_id, journal_entry_id, 2, ${role("bank")}, payment_date, 0, amount_cents, 'cash'
        from bill_payments where business_id = ${businessId}`);
    // Each bill's bill.created event, delivered long ago (the dispatch watermark is past them): a business with a
    // history has its events too, and the trigger that numbers new events at commit is planned from their statistics.
    await tx.execute(sql`insert into events (business_id, sequence, partner_id, type, resource_type, resource_id,
        data, created_at)
      select b.business_id, row_number() over (order by b.external_id), businesses.partner_id, 'bill.created', 'bill',
        b.id::text, json_build_object('id', b.id, 'external_id', b.external_id), b.received_at
      from bills b join businesses on businesses.id = b.business_id
      where b.business_id = ${businessId}`);
    await tx.execute(sql`insert into event_sequences (business_id, last_sequence, dispatched_sequence, has_undispatched)
      select business_id, max(sequence), max(sequence), false from events where business_id = ${businessId}
      group by business_id`);
  });
  await db.execute(sql`analyze`);
}

export default defineScenario({
  name: "ap-aging",
  description: `GET /insights/ap-aging/ over ${BILLS.toLocaleString("en")} bills of one business`,
  async seed({ db, partnerId }) {
    const { business } = await createBusiness(db, partnerId, {
      name: "Bench aging business",
      country: "SE",
      base_currency: "SEK",
      timezone: "Europe/Stockholm",
    });
    await seedBills(db, business.id);
    return { businessId: business.id };
  },
  setup: async (ctx, seeded) => ({ token: await ctx.businessToken(seeded.businessId) }),
  async run(ctx, { token }, seeded) {
    for (const groupBy of ["vendor", "total"]) {
      await ctx.measure(`GET /insights/ap-aging/?group_by=${groupBy} (${BILLS.toLocaleString("en")} bills)`, {
        path: `/v1/platform/businesses/${seeded.businessId}/insights/ap-aging/?as_of_date=2026-11-20&group_by=${groupBy}`,
        headers: { Authorization: `Bearer ${token}` },
        connections: 4,
      });
    }
  },
});
