import { describe, expect, it } from "vitest";
import { DEFAULT_CHART_OF_ACCOUNTS } from "../ledger/default-chart-of-accounts";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { addDays, daysBetween, todayInZone } from "../time/business-date";
import { loadDemoMovements } from "./demo-bank-movements";
import { type DemoBankStatement, type DemoMovement, demoBankStatement } from "./demo-bank-statement";
import { seedDemoPayables } from "./seed-payables";
import { seedDemoReceivables } from "./seed-receivables";
import { seedDemoReceivablesExtras } from "./seed-receivables-extras";

const test = setupTestDatabase();
const TODAY = "2026-11-25";

const movement = (n: number, overrides: Partial<DemoMovement> = {}): DemoMovement => ({
  kind: "bill_payment",
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  date: addDays(TODAY, -n * 11),
  amountCents: 10_000 + n * 137,
  direction: "debit",
  counterparty: `Vendor ${n}`,
  reference: `V-${n}`,
  transactionType: "bank_transfer",
  ...overrides,
});

describe("demoBankStatement", () => {
  const movements = [
    ...Array.from({ length: 30 }, (_, n) => movement(n + 1)),
    movement(31, { kind: "invoice_payment", direction: "credit", date: addDays(TODAY, -100) }),
    movement(32, { kind: "payout", direction: "credit", date: addDays(TODAY, -3) }),
  ];
  const statement = demoBankStatement({ today: TODAY, currency: "SEK", movements, seed: 7 });

  it("is the same for the same seed", () => {
    expect(demoBankStatement({ today: TODAY, currency: "SEK", movements, seed: 7 })).toEqual(statement);
  });

  it("shows every movement of the last year once, matched unless it is recent, with the document's amount", () => {
    const inYear = movements.filter((candidate) => daysBetween(candidate.date, TODAY) < 365);
    for (const candidate of inYear) {
      const lines = statement.lines.filter((line) => line.reference === candidate.reference);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ amount_cents: candidate.amountCents, direction: candidate.direction });
      expect(["match", "leave"]).toContain(lines[0]!.outcome.action);
    }
    expect(statement.lines.filter((line) => line.outcome.action === "match").length).toBeGreaterThan(20);
  });

  it("leaves the last five weeks in the inbox and settles most of the older lines", () => {
    const recent = statement.lines.filter((line) => daysBetween(line.date, TODAY) < 35);
    expect(recent.length).toBeGreaterThan(10);
    expect(recent.every((line) => line.outcome.action === "leave")).toBe(true);
    const older = statement.lines.filter(
      (line) => daysBetween(line.date, TODAY) >= 35 && line.account === "operating",
    );
    const settled = older.filter((line) => line.outcome.action !== "leave");
    expect(settled.length / older.length).toBeGreaterThan(0.85);
    expect(settled.length).toBeLessThan(older.length); // a few old stragglers
  });

  it("has a year of rent, payroll, card settlements, fees, interest and transfers, categorized to the chart", () => {
    const codes = new Set(DEFAULT_CHART_OF_ACCOUNTS.map((account) => account.code));
    for (const line of statement.lines) {
      if (line.outcome.action === "categorize") expect(codes).toContain(line.outcome.accountCode);
      expect(Number.isSafeInteger(line.amount_cents) && line.amount_cents > 0).toBe(true);
      expect(line.date >= statement.accounts[line.account].opening_balance_date && line.date <= TODAY).toBe(
        true,
      );
    }
    const count = (prefix: string) =>
      statement.lines.filter((line) => line.description.startsWith(prefix)).length;
    expect(count("Rent ")).toBeGreaterThanOrEqual(12);
    expect(count("Salaries ")).toBeGreaterThanOrEqual(11);
    expect(count("Card sales ")).toBeGreaterThanOrEqual(48);
    expect(count("Account fee ")).toBeGreaterThanOrEqual(11);
    expect(count("Interest ")).toBeGreaterThanOrEqual(3);
    expect(new Set(statement.lines.map((line) => line.external_id)).size).toBe(statement.lines.length);
  });

  it("pairs each transfer to savings with the savings account's line", () => {
    const transfers = statement.lines.filter((line) => line.outcome.action === "transfer");
    expect(transfers.length).toBeGreaterThanOrEqual(3);
    for (const transfer of transfers) {
      if (transfer.outcome.action !== "transfer") continue;
      const { otherExternalId } = transfer.outcome;
      const other = statement.lines.find((line) => line.external_id === otherExternalId);
      expect(other).toMatchObject({
        account: "savings",
        date: transfer.date,
        amount_cents: transfer.amount_cents,
        direction: "credit",
      });
    }
  });

  it("opens both accounts with enough to stay in credit all year", () => {
    expect(lowestBalance(statement, "operating")).toBeGreaterThan(0);
    expect(lowestBalance(statement, "savings")).toBeGreaterThan(0);
  });
});

describe("loadDemoMovements", () => {
  it("reads a demo business's bank movements from its books, and every one lands on the statement", async () => {
    const { business } = await createTestBusiness(test.db);
    await seedDemoPayables(test.db, business);
    await seedDemoReceivables(test.db, business);
    await seedDemoReceivablesExtras(test.db, business);
    const movements = await loadDemoMovements(test.db, business);
    const kinds = new Set(movements.map((candidate) => candidate.kind));
    for (const kind of ["bill_payment", "invoice_payment", "payout"]) expect(kinds).toContain(kind);
    expect(movements.every((candidate) => candidate.amountCents > 0 && candidate.counterparty !== "")).toBe(
      true,
    );
    const today = todayInZone(business.timezone);
    const statement = demoBankStatement({ today, currency: business.baseCurrency, movements, seed: 1 });
    const matched = new Set(
      statement.lines.map((line) => (line.outcome.action === "match" ? line.outcome.movement.id : undefined)),
    );
    const old = movements.filter((candidate) => daysBetween(candidate.date, today) >= 40);
    expect(old.filter((candidate) => matched.has(candidate.id)).length / old.length).toBeGreaterThan(0.85);
    expect(lowestBalance(statement, "operating")).toBeGreaterThan(0);
  }, 180_000);
});

function lowestBalance(statement: DemoBankStatement, account: "operating" | "savings"): number {
  let balance = statement.accounts[account].opening_balance_cents;
  let lowest = balance;
  for (const line of statement.lines.filter((candidate) => candidate.account === account)) {
    balance += line.direction === "credit" ? line.amount_cents : -line.amount_cents;
    lowest = Math.min(lowest, balance);
  }
  return lowest;
}
