/**
 * Banking (issue 13): import of 10,000 bank transactions (target ≥ 2,000/s) and the transaction list with match
 * suggestions at 200,000 transactions (target p99 ≤ 50 ms).
 *
 * Seed: two bank accounts; 10,000 lines imported through importBankTransactions in ten batches of 1,000 (what
 * POST /bank-transactions/import/ runs: the account's row lock, the idempotent insert, the rules, the counters),
 * timed; then 190,000 more written by generate_series (70% categorized, 25% uncategorized, 5% matched), and 300 bills
 * of which half are paid through the domain functions, so the suggestions have open bills and bill payments to
 * find. The list is then timed as the route runs it (page, exact count, suggestions for the page, serializer),
 * straight against the database, for the default view and the inbox (status=uncategorized); the run phase measures
 * the inbox over HTTP. BENCH_BANK_ROWS overrides 200,000; BENCH_BANK_RUNS the timed repetitions (200).
 */
import { eq, sql } from "drizzle-orm";
import { createBankAccount } from "../../lib/banking/accounts/create-bank-account";
import { suggestMatches } from "../../lib/banking/matching/suggest-matches";
import { serializeBankTransactions } from "../../lib/banking/transactions/bank-transaction-serializer";
import { importBankTransactions } from "../../lib/banking/transactions/import-bank-transactions";
import { listBankTransactions } from "../../lib/banking/transactions/list-bank-transactions";
import type { BusinessRow } from "../../lib/businesses/business-serializer";
import type { Db } from "../../lib/db/client";
import { queryRows } from "../../lib/db/query-rows";
import { businesses } from "../../lib/db/schema";
import { createBillPayment } from "../../lib/payables/create-bill-payment";
import { createBill } from "../../lib/payables/create-bill";
import { listBankTransactionsQuerySchema } from "../../lib/schemas/bank-transaction";
import { createBillSchema } from "../../lib/schemas/bill-input";
import { defineScenario } from "../scenario";

const IMPORTED = 10_000;
const BATCH = 1_000;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const amountOf = (n: number) => 1_000 + ((n * 7919) % 300) * 100;

async function seedBills(db: Db, business: BusinessRow, bankLedgerAccountId: string) {
  for (let n = 0; n < 300; n++) {
    const { bill } = await createBill(
      db,
      business,
      createBillSchema.parse({
        external_id: `bench-bank-bill-${n}`,
        vendor_external_id: `bench-vendor-${n % 40}`,
        vendor_name: `Bench Supplier ${n % 40}`,
        bill_number: `BB-${n}`,
        bill_date: "2025-06-01",
        approved_at: "2025-06-01T10:00:00Z",
        line_items: [{ quantity: 1, unit_price: amountOf(n), description: "Goods" }],
      }),
    );
    if (n % 2 === 0) {
      await createBillPayment(db, business, bill.id, {
        amount_cents: amountOf(n),
        payment_date: "2025-06-10",
        payment_method: "bank_transfer",
        paid_from_account_identifier: { type: "AccountId", id: bankLedgerAccountId },
      });
    }
  }
}

async function bulkLines(
  db: Db,
  businessId: string,
  bankAccountId: string,
  count: number,
  accountId: string,
) {
  await db.execute(sql`
    insert into bank_transactions (business_id, bank_account_id, external_id, date, amount_cents, direction, currency,
      counterparty_name, description, reference, source, status, account_id, matched_cents, reconciled_at,
      created_at, updated_at)
    select ${businessId}, ${bankAccountId}, 'bulk-' || g, date '2024-01-01' + (g % 700),
      1000 + ((g * 7919) % 300) * 100, case when g % 3 = 0 then 'credit' else 'debit' end, 'SEK',
      'Bench Supplier ' || (g % 40), 'Card purchase ' || g, 'BB-' || (g % 300), 'api',
      case when g % 20 < 14 then 'categorized' when g % 20 < 19 then 'uncategorized' else 'matched' end,
      case when g % 20 < 14 then ${accountId}::uuid end,
      case when g % 20 = 19 then 1000 + ((g * 7919) % 300) * 100 else 0 end,
      case when g % 20 < 14 or g % 20 = 19 then now() end,
      now() + g * interval '1 microsecond', now()
    from generate_series(1, ${count}::int) g`);
}

async function timeList(db: Db, business: BusinessRow, query: string, runs: number) {
  const filters = listBankTransactionsQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const times: number[] = [];
  for (let run = 0; run < runs + 5; run++) {
    const start = performance.now();
    const { rows } = await listBankTransactions(db, business.id, filters);
    const suggestions = await suggestMatches(db, business, rows);
    await serializeBankTransactions(db, business, rows, suggestions);
    if (run >= 5) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

export default defineScenario({
  name: "bank-transactions",
  description: "Import 10,000 bank transactions; GET /bank-transactions/?include_suggestions=true at 200,000",
  async seed({ db, database, businessId }) {
    const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId));
    const { account } = await createBankAccount(db, business!, {
      display_name: "Bench current account",
      provider: "manual",
      opening_balance_cents: 10_000_000,
      opening_balance_date: "2024-01-01",
    });
    const started = performance.now();
    for (let batch = 0; batch < IMPORTED / BATCH; batch++) {
      const lines = Array.from({ length: BATCH }, (_, i) => {
        const n = batch * BATCH + i;
        return {
          external_id: `import-${n}`,
          date: `2025-${String((n % 12) + 1).padStart(2, "0")}-${String((n % 28) + 1).padStart(2, "0")}`,
          amount_cents: amountOf(n),
          direction: n % 3 === 0 ? ("credit" as const) : ("debit" as const),
          counterparty_name: `Bench Supplier ${n % 40}`,
          description: `Payment ${n}`,
          transaction_type: "other" as const,
        };
      });
      await importBankTransactions(db, business!, account.id, lines, "api");
    }
    const importSeconds = (performance.now() - started) / 1000;
    const importRate = IMPORTED / importSeconds;
    console.log(
      `bench: [${database}] import: ${IMPORTED} lines in ${importSeconds.toFixed(2)} s = ${importRate.toFixed(0)}/s`,
    );
    const rows = Number(process.env.BENCH_BANK_ROWS) || 200_000;
    await seedBills(db, business!, account.ledgerAccountId);
    const [expense] = await queryRows<{ id: string }>(
      db,
      sql`select id from accounts where business_id = ${businessId} and code = '6000'`,
    );
    await bulkLines(db, businessId, account.id, rows - IMPORTED, expense!.id);
    await db.execute(sql`vacuum analyze bank_transactions`);
    const runs = Number(process.env.BENCH_BANK_RUNS) || 200;
    const views = {
      "default view": "include_suggestions=true",
      "inbox (status=uncategorized)": "include_suggestions=true&status=uncategorized",
    };
    const results: Record<string, { p50: number; p99: number }> = {};
    for (const [name, query] of Object.entries(views)) {
      results[name] = await timeList(db, business!, query, runs);
      console.log(
        `bench: [${database}] list + suggestions, ${name}, ${rows} rows: p50 ${results[name].p50.toFixed(2)} ms  p99 ${results[name].p99.toFixed(2)} ms`,
      );
    }
    return { importRate, results, query: views["inbox (status=uncategorized)"] };
  },
  setup: async (ctx) => ({ businessToken: await ctx.businessToken() }),
  async run(ctx, { businessToken }, { importRate, results, query }) {
    ctx.figure("import 10,000 transactions (domain)", Math.round(importRate), "transactions/s", "≥ 2,000");
    for (const [name, { p99 }] of Object.entries(results)) {
      ctx.figure(`list + suggestions p99, ${name} (domain)`, Number(p99.toFixed(2)), "ms", "≤ 50");
    }
    await ctx.measure(
      "GET /bank-transactions/?include_suggestions=true&status=uncategorized (1 connection)",
      {
        path: `/v1/platform/businesses/${ctx.businessId}/bank-transactions/?${query}`,
        headers: { Authorization: `Bearer ${businessToken}` },
        connections: 1,
      },
    );
  },
});
