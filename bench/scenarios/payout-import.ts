/**
 * POST /payouts/: importing a processor settlement of 200 card payments, each import settling 200 payments no other
 * payout has taken. The seed writes paid invoices and their completed stripe payments straight from generate_series
 * (payments of the bench business in batches of 200); the run imports them batch after batch over HTTP, one request at
 * a time, and prints the latency. An import locks its 200 payments, points them at the payout and posts one entry.
 * BENCH_PAYOUT_BATCHES overrides the number of imports (default 60).
 */
import { sql } from "drizzle-orm";
import { queryRows } from "../../lib/db/query-rows";
import { defineScenario } from "../scenario";

const BATCH = 200;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export default defineScenario({
  name: "payout-import",
  description: `POST /businesses/{business_id}/payouts/ settling ${BATCH} processor payments`,
  async seed({ db, businessId }) {
    const batches = Number(process.env.BENCH_PAYOUT_BATCHES) || 60;
    const count = batches * BATCH;
    await db.execute(sql`
      insert into customers (business_id, external_id, display_name, company_name)
      values (${businessId}, 'bench-payout-customer', 'Bench card customer', 'Bench card customer')`);
    await db.execute(sql`
      with customer as (
        select id from customers where business_id = ${businessId} and external_id = 'bench-payout-customer'
      )
      insert into invoices (business_id, invoice_number, customer_id, currency, status, sent_at, due_at, due_date,
        paid_at, subtotal_cents, total_cents, total_base_cents, paid_cents, outstanding_base_cents)
      select ${businessId}, 'PO-BENCH-' || g, customer.id, 'SEK', 'PAID', '2026-05-01T10:00:00Z',
        '2026-05-31T10:00:00Z', '2026-05-31', '2026-05-02T10:00:00Z', 1000 + g % 9000, 1000 + g % 9000,
        1000 + g % 9000, 1000 + g % 9000, 0
      from generate_series(1, ${count}::int) g, customer`);
    await db.execute(sql`
      insert into invoice_payments (business_id, invoice_id, customer_id, amount_cents, payment_date, payment_method,
        processor, processor_payment_id, deposit_account_id, ar_base_cents, cash_base_cents, fee_cents, status)
      select i.business_id, i.id, i.customer_id, i.total_cents, '2026-05-02', 'card', 'stripe',
        'ch_' || i.invoice_number, a.id, i.total_cents, i.total_cents, 30, 'completed'
      from invoices i
      join accounts a on a.business_id = i.business_id and a.system_role = 'payment_clearing'
      where i.business_id = ${businessId} and i.invoice_number like 'PO-BENCH-%'`);
    const rows = await queryRows<{ id: string; cents: string }>(
      db,
      sql`select id, cash_base_cents as cents from invoice_payments
          where business_id = ${businessId} and processor = 'stripe' and payout_id is null order by id`,
    );
    return Array.from({ length: batches }, (_, n) => {
      const batch = rows.slice(n * BATCH, (n + 1) * BATCH);
      return {
        ids: batch.map((row) => row.id),
        cents: batch.reduce((sum, row) => sum + Number(row.cents), 0),
      };
    });
  },
  setup: async (ctx) => ({ businessToken: await ctx.businessToken() }),
  async run(ctx, { businessToken }, batches) {
    const runId = Date.now().toString(36);
    const times: number[] = [];
    for (const [n, batch] of batches.entries()) {
      const fees = 30 * BATCH;
      const started = performance.now();
      await ctx.request(`/v1/platform/businesses/${ctx.businessId}/payouts/`, {
        method: "POST",
        headers: { Authorization: `Bearer ${businessToken}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          processor: "stripe",
          processor_payout_id: `po_bench_${runId}_${n}`,
          invoice_payment_ids: batch.ids,
          fee_cents: fees,
          paid_out_amount_cents: batch.cents - fees,
          completed_at: "2026-05-04T06:00:00Z",
        }),
      });
      times.push(performance.now() - started);
    }
    const measured = times.slice(Math.min(5, times.length - 1)).sort((a, b) => a - b);
    const [p50, p99, max] = [percentile(measured, 50), percentile(measured, 99), measured.at(-1)!];
    console.log(
      `bench: [${ctx.database}] POST /payouts/ (${BATCH} payments, 1 connection, ${measured.length} imports after ` +
        `5 warm-up): p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    );
  },
});
