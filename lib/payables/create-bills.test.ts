import { and, count, eq, sql, sum } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, bills, journalEntries, journalLines, ledgerBalanceRollups, vendors } from "../db/schema";
import type { Db } from "../db/client";
import { queryRows } from "../db/query-rows";
import { ApiError } from "../http/api-error";
import { createBillSchema } from "../schemas/bill-input";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { createBill } from "./create-bill";
import { createBills, type BillBatchOutcome, type StoredBatchBill } from "./create-bills";

const test = setupTestDatabase();

const billInput = (externalId: string, overrides: Record<string, unknown> = {}) =>
  createBillSchema.parse({
    external_id: externalId,
    vendor_external_id: "batch-vendor",
    vendor_name: "Batch Vendor AB",
    bill_date: "2025-03-10",
    approved_at: "2025-03-10T12:00:00Z",
    line_items: [
      { quantity: 2, unit_price: 1250, sales_taxes: [{ name: "VAT", rate: "25" }] },
      { unit_price: 999, account_identifier: { type: "AccountCode", code: "6400" } },
    ],
    ...overrides,
  });

const countRows = async (table: typeof bills | typeof vendors | typeof journalEntries, businessId: string) =>
  (await test.db.select({ value: count() }).from(table).where(eq(table.businessId, businessId)))[0]!.value;

/** createBills in a transaction of its own, as the route runs it, collecting what each savepoint reported stored. */
async function runBatch(business: Parameters<typeof createBills>[1], inputs: ReturnType<typeof billInput>[]) {
  const reported: StoredBatchBill[] = [];
  const outcomes = await test.db.transaction((tx: Db) =>
    createBills(tx, business, inputs, async (_tx, stored) => {
      reported.push(...stored);
    }),
  );
  return { outcomes, reported };
}

/** As the batch route answers: an ApiError's status, 500 for anything else (here the database's refusal). */
const statusOf = (outcome: BillBatchOutcome) => {
  if (!("error" in outcome)) return outcome.isNew ? 201 : 200;
  return outcome.error instanceof ApiError ? outcome.error.status : 500;
};

describe("createBills", () => {
  it("stores valid bills together, refuses invalid ones, answers known external_ids with the existing bill", async () => {
    const { business } = await createTestBusiness(test.db);
    const earlier = await createBill(test.db, business, billInput("known"));
    const inputs = [
      billInput("a"),
      billInput("bad-account", {
        line_items: [{ unit_price: 10, account_identifier: { type: "AccountCode", code: "9999" } }],
      }),
      billInput("known"),
      billInput("b", { vendor_external_id: "second-vendor" }),
      billInput("a"),
      billInput("unknown-vendor-id", { vendor_external_id: undefined, vendor_id: crypto.randomUUID() }),
    ];
    const { outcomes, reported } = await runBatch(business, inputs);
    expect(outcomes.map(statusOf)).toEqual([201, 400, 200, 201, 200, 400]);
    expect((outcomes[1] as { error: ApiError }).error.details).toEqual({
      "line_items.0.account_identifier": ["No account with code 9999."],
    });
    expect((outcomes[5] as { error: ApiError }).error.details?.vendor_id).toBeDefined();
    expect((outcomes[2] as { bill: { id: string } }).bill.id).toBe(earlier.bill.id);
    expect((outcomes[4] as { bill: { id: string } }).bill.id).toBe(
      (outcomes[0] as { bill: { id: string } }).bill.id,
    );
    expect(reported.map((item) => item.index).sort()).toEqual([0, 3]);
    expect(await countRows(bills, business.id)).toBe(3);
    expect(await countRows(journalEntries, business.id)).toBe(3);
    expect(await countRows(vendors, business.id)).toBe(2);
  });

  it("keeps the ledger's roll-ups equal to its lines after a batch", async () => {
    const { business } = await createTestBusiness(test.db);
    const inputs = Array.from({ length: 20 }, (_, n) =>
      billInput(`r-${n}`, { bill_date: `2025-03-${String(10 + (n % 3)).padStart(2, "0")}` }),
    );
    const { outcomes } = await runBatch(business, inputs);
    expect(outcomes.every((outcome) => statusOf(outcome) === 201)).toBe(true);
    const [lines] = await test.db
      .select({ debit: sum(journalLines.debitCents) })
      .from(journalLines)
      .where(eq(journalLines.businessId, business.id));
    const [days] = await test.db
      .select({ debit: sum(ledgerBalanceRollups.debitCents) })
      .from(ledgerBalanceRollups)
      .where(and(eq(ledgerBalanceRollups.businessId, business.id), eq(ledgerBalanceRollups.period, "day")));
    expect(Number(days!.debit)).toBe(Number(lines!.debit));
  });

  it("stores every other bill when the database refuses one, and nothing of that one", async () => {
    const { business } = await createTestBusiness(test.db);
    // Warm the chart copy, then archive an account behind its back: only the database's check refuses it now.
    await runBatch(business, [billInput("warm")]);
    await test.db
      .update(accounts)
      .set({ isArchived: true })
      .where(and(eq(accounts.businessId, business.id), eq(accounts.code, "6400")));
    const inputs = [
      billInput("ok-1", { line_items: [{ unit_price: 100 }] }),
      billInput("archived"),
      billInput("ok-2", { line_items: [{ unit_price: 200 }] }),
    ];
    const { outcomes, reported } = await runBatch(business, inputs);
    expect(outcomes.map(statusOf)).toEqual([201, 500, 201]);
    expect(reported.map((item) => item.index)).toEqual([0, 2]);
    expect(await countRows(bills, business.id)).toBe(3);
    expect(await countRows(journalEntries, business.id)).toBe(3);
  });
});

describe.runIf(process.env.DATABASE_URL)("createBills beside a concurrent write (PostgreSQL)", () => {
  it("answers a bill whose external_id a concurrent write takes meanwhile with that bill, posting nothing for it", async () => {
    const { business } = await createTestBusiness(test.db);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let signalTaken!: () => void;
    const taken = new Promise<void>((resolve) => (signalTaken = resolve));
    const concurrent = test.db.transaction(async (tx: Db) => {
      // Another vendor, so that the batch waits on the bill's key alone.
      const created = await createBill(
        tx,
        business,
        billInput("raced", { vendor_external_id: "racing-vendor" }),
      );
      signalTaken();
      await released;
      return created;
    });
    await taken;
    // The batch does not see the uncommitted bill when it looks for known ones; its insert then waits on the key
    // (released once it does), and finds it taken once the concurrent write commits, its entry sent for posting.
    const batch = runBatch(business, [billInput("raced"), billInput("other")]);
    await untilABillInsertWaits();
    release();
    const [earlier, { outcomes, reported }] = await Promise.all([concurrent, batch]);
    expect(outcomes.map(statusOf)).toEqual([200, 201]);
    expect((outcomes[0] as { bill: { id: string } }).bill.id).toBe(earlier!.bill.id);
    expect(reported.map((item) => item.index)).toEqual([1]);
    expect(await countRows(bills, business.id)).toBe(2);
    expect(await countRows(journalEntries, business.id)).toBe(2);
  });
});

/** Resolves once a batch's insert of bills waits for a lock (a key another transaction holds), within 10 s. */
async function untilABillInsertWaits() {
  for (const started = Date.now(); Date.now() - started < 10_000;) {
    const [row] = await queryRows<{ waiting: number }>(
      test.db,
      sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query like '%inserted_bills%'`,
    );
    if (row!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("No insert of bills came to wait for a lock.");
}
