import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BusinessRow } from "../../businesses/business-serializer";
import { accounts, bankTransactions, payouts } from "../../db/schema";
import { queryRows } from "../../db/query-rows";
import { isApiError } from "../../http/api-error";
import { createBillPayment } from "../../payables/create-bill-payment";
import { importPayout } from "../../receivables/payouts/import-payout";
import { createPayoutSchema } from "../../schemas/payout";
import { importLineSchema } from "../../schemas/bank-transaction-import";
import { expectBalancedBooks } from "../../testing/balanced-books";
import { createTestBusiness } from "../../testing/test-business";
import { setupTestDatabase } from "../../testing/test-database";
import { createTestBill, createTestVendor } from "../../testing/test-payables";
import { createTestCustomer, createTestInvoice, payTestInvoice } from "../../testing/test-receivables";
import { createBankAccount } from "../accounts/create-bank-account";
import type { BankAccountRow } from "../accounts/bank-account-row";
import { categorizeTransaction, uncategorizeTransaction } from "../categorization/categorize-transaction";
import { importBankTransactions } from "../transactions/import-bank-transactions";
import { matchTransaction } from "./match-transaction";
import { suggestMatches } from "./suggest-matches";
import { payoutReconciliationStatus } from "./target-reconciliation";
import { unmatchTransaction } from "./unmatch-transaction";

/**
 * Issue 13's property over random import / categorize / match / unmatch sequences on two bank accounts, with bills,
 * invoices, a bill payment and a payout from another cash account: every entry balances (trial balance zero), each
 * bank account's ledger balance equals its opening balance plus what its lines account for (nothing else is posted
 * to its cash account here), and each payout's reconciliation status agrees with the sum of its matched lines.
 */
const test = setupTestDatabase();
const done = { match: 0, unmatch: 0, transfer: 0, createdPayment: 0 };
const AMOUNTS = [10_000, 25_000, 30_000, 11_500, 4_000, 12_000];

const operation = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("import" as const),
      account: fc.nat(1),
      isCredit: fc.boolean(),
      amount: fc.constantFrom(...AMOUNTS),
      day: fc.integer({ min: 1, max: 28 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("categorize" as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("uncategorize" as const), pick: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("match" as const),
      pick: fc.nat(),
      choice: fc.nat(),
      partial: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("unmatch" as const), pick: fc.nat() }) },
);

/** Every sequence starts with lines that documents of the set-up fit, so matches are tried from the first step. */
const PREFIX = [
  { account: 0, isCredit: false, amount: 10_000, day: 11 },
  { account: 0, isCredit: true, amount: 30_000, day: 12 },
  { account: 0, isCredit: true, amount: 11_500, day: 13 },
  { account: 1, isCredit: false, amount: 4_000, day: 6 },
].map((fields) => ({ kind: "import" as const, ...fields }));

async function setUp() {
  const { business } = await createTestBusiness(test.db);
  const banks: BankAccountRow[] = [];
  for (const [index, opening] of [100_000, 0].entries()) {
    const { account } = await createBankAccount(test.db, business, {
      display_name: `Bank ${index}`,
      provider: "manual",
      opening_balance_cents: opening,
      opening_balance_date: "2025-01-01",
    });
    banks.push(account);
  }
  const vendor = await createTestVendor(test.db, business.id, "Acme Supplies");
  for (const cents of [10_000, 25_000])
    await createTestBill(test.db, business, { vendorId: vendor.id, cents });
  const paidBill = await createTestBill(test.db, business, { vendorId: vendor.id, cents: 4_000 });
  await createBillPayment(test.db, business, paidBill.id, {
    amount_cents: 4_000,
    payment_date: "2025-03-05",
    payment_method: "bank_transfer",
  });
  const customer = await createTestCustomer(test.db, business.id, "Nordic Retail");
  await createTestInvoice(test.db, business, { customerId: customer.id, cents: 30_000 });
  const processed = await createTestInvoice(test.db, business, { customerId: customer.id, cents: 12_000 });
  const payment = await payTestInvoice(test.db, business, processed.id, {
    amount_cents: 12_000,
    processor: "stripe",
  });
  await importPayout(
    test.db,
    business,
    createPayoutSchema.parse({
      processor: "stripe",
      processor_payout_id: `po-${crypto.randomUUID()}`,
      invoice_payment_ids: [payment.id],
      fee_cents: 500,
      paid_out_amount_cents: 11_500,
      completed_at: "2025-03-12T12:00:00Z",
    }),
  );
  const [expense] = await test.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.businessId, business.id), eq(accounts.code, "6000")));
  return { business, banks, expenseId: expense!.id };
}

async function checkInvariants(business: BusinessRow, banks: readonly BankAccountRow[]) {
  await expectBalancedBooks(test.db, business.id);
  for (const bank of banks) {
    const [row] = await queryRows<{ ledger: string; lines: string }>(
      test.db,
      sql`select (select coalesce(sum(debit_cents - credit_cents), 0) from journal_lines
            where business_id = ${business.id} and account_id = ${bank.ledgerAccountId}) as ledger,
          (select coalesce(sum(case direction when 'credit' then 1 else -1 end * case
            when status in ('categorized', 'split') then amount_cents when status = 'matched' then matched_cents
            else 0 end), 0) from bank_transactions
            where business_id = ${business.id} and bank_account_id = ${bank.id} and parent_id is null) as lines`,
    );
    expect(Number(row!.ledger)).toBe(bank.openingBalanceCents + Number(row!.lines));
  }
  const rows = await queryRows<{ status: string; paid_out: string; matched: string }>(
    test.db,
    sql`select p.reconciliation_status as status, p.paid_out_amount_cents as paid_out,
        coalesce((select sum(m.amount_cents) from bank_transaction_matches m where m.business_id = p.business_id
          and m.target_type = 'payout' and m.target_id = p.id), 0) as matched
      from payouts p where p.business_id = ${business.id}`,
  );
  for (const row of rows) {
    expect(Number(row.matched)).toBeLessThanOrEqual(Number(row.paid_out));
    expect(row.status).toBe(payoutReconciliationStatus(Number(row.matched), Number(row.paid_out)));
  }
  const [overApplied] = await queryRows<{ count: string }>(
    test.db,
    sql`select count(*) as count from bank_transactions t where t.business_id = ${business.id}
      and t.matched_cents <> coalesce((select sum(amount_cents) from bank_transaction_matches m
        where m.business_id = t.business_id and m.bank_transaction_id = t.id), 0)`,
  );
  expect(Number(overApplied!.count)).toBe(0);
}

describe("bank matching invariants", () => {
  it("hold over random import, categorize, match and unmatch sequences", { timeout: 240_000 }, async () => {
    let counter = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 4, maxLength: 16 }), async (randomOperations) => {
        const { business, banks, expenseId } = await setUp();
        for (const op of [...PREFIX, ...randomOperations]) {
          const lines = await test.db
            .select()
            .from(bankTransactions)
            .where(
              and(eq(bankTransactions.businessId, business.id), sql`${bankTransactions.parentId} is null`),
            )
            .orderBy(bankTransactions.createdAt, bankTransactions.id);
          const pick = (n: number, filter: (row: (typeof lines)[number]) => boolean) => {
            const options = lines.filter(filter);
            return options.length ? options[n % options.length] : undefined;
          };
          try {
            if (op.kind === "import") {
              const line = importLineSchema.parse({
                external_id: `line-${++counter}`,
                date: `2025-03-${String(op.day).padStart(2, "0")}`,
                amount_cents: op.amount,
                direction: op.isCredit ? "credit" : "debit",
                counterparty_name: op.isCredit ? "Nordic Retail AB" : "Acme Supplies Ltd",
              });
              await importBankTransactions(test.db, business, banks[op.account]!.id, [line], "api");
            } else if (op.kind === "categorize") {
              const row = pick(op.pick, (r) => r.status === "uncategorized");
              if (row) await categorizeTransaction(test.db, business, row.id, { account_id: expenseId });
            } else if (op.kind === "uncategorize") {
              const row = pick(op.pick, (r) => r.status === "categorized");
              if (row) await uncategorizeTransaction(test.db, business, row.id);
            } else if (op.kind === "match") {
              const row = pick(op.pick, (r) => r.status === "uncategorized" || r.status === "matched");
              if (!row) continue;
              const suggestions = (await suggestMatches(test.db, business, [row], 10)).get(row.id) ?? [];
              const documents = suggestions.filter((s) => s.type !== "account");
              const chosen = documents[op.choice % Math.max(documents.length, 1)];
              if (!chosen) continue;
              const open = row.amountCents - row.matchedCents;
              const matched = await matchTransaction(test.db, business, row.id, {
                matches: [
                  {
                    target_type: chosen.type as Exclude<typeof chosen.type, "account">,
                    target_id: chosen.id,
                    ...(op.partial && open > 1 ? { amount_cents: Math.floor(open / 2) } : {}),
                  },
                ],
              });
              done.match++;
              if (chosen.type === "bank_transaction") done.transfer++;
              if (chosen.type === "bill" || chosen.type === "invoice") done.createdPayment++;
              expect(matched.matchedCents).toBeGreaterThan(row.matchedCents);
            } else {
              const row = pick(op.pick, (r) => r.status === "matched");
              if (row) {
                const unmatched = await unmatchTransaction(test.db, business, row.id, {});
                expect(unmatched).toMatchObject({
                  status: "uncategorized",
                  matchedCents: 0,
                  reconciledAt: null,
                });
                done.unmatch++;
              }
            }
          } catch (error) {
            if (!isApiError(error) || error.status >= 500) throw error;
          }
          await checkInvariants(business, banks);
        }
        const [payout] = await test.db.select().from(payouts).where(eq(payouts.businessId, business.id));
        expect(payout).toBeDefined();
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 10) },
    );
    // The sequences did reach every kind of link, not only refusals.
    expect(done.match).toBeGreaterThan(0);
    expect(done.unmatch).toBeGreaterThan(0);
    expect(done.createdPayment).toBeGreaterThan(0);
  });
});
