import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/query-rows";
import { postJournalEntry, type JournalLineInput } from "../ledger/post-journal-entry";
import { readRollupTotals, recomputeRollups } from "../ledger/recompute-rollups";
import { reverseJournalEntry } from "../ledger/reverse-journal-entry";
import type { AccountGroup, BalanceSheet, ProfitAndLoss } from "../schemas/report";
import { addDays } from "../time/business-date";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { balanceSheet, PROFIT_TO_DATE_NAME } from "./balance-sheet";
import { cashFlow } from "./cash-flow";
import { expenseBreakdown } from "./expense-breakdown";
import { financialSummary } from "./financial-summary";
import { profitAndLoss } from "./profit-and-loss";
import { trialBalance } from "./trial-balance";

const test = setupTestDatabase();

const day = fc.integer({ min: 0, max: 800 }).map((offset) => addDays("2024-11-15", offset));

/** A balanced entry on random accounts of the chart (cash ones often), some lines hinted, on a random day. */
const entry = fc.record({
  date: day,
  sides: fc.array(
    fc.record({
      account: fc.nat(),
      isCash: fc.boolean(),
      cents: fc.integer({ min: 1, max: 2_000_000 }),
      isDebit: fc.boolean(),
      hint: fc.constantFrom(null, null, null, null, "investing", "financing"),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  balancingAccount: fc.nat(),
  reverseLater: fc.boolean(),
});

const scenario = fc.record({
  entries: fc.array(entry, { minLength: 1, maxLength: 12 }),
  periods: fc.array(fc.tuple(day, day), { minLength: 1, maxLength: 3 }),
});

/** The flow classes postJournalEntry stored, and what migration 0003's SQL derives for the same lines. */
const storedFlowClasses = (businessId: string) =>
  queryRows(
    test.db,
    sql`select id, flow_class from journal_lines where business_id = ${businessId} order by id`,
  );
const migrationFlowClasses = (businessId: string) =>
  queryRows(
    test.db,
    sql`select line_id as id, flow_class from journal_line_flow_classes(${businessId}) order by line_id`,
  );

const profitToDate = (sheet: BalanceSheet) =>
  sheet.retained_earnings.line_items.find((item) => item.account_name === PROFIT_TO_DATE_NAME)?.value_cents ??
  0;

/** The documented summary follows from the subtype groups, which split the classification groups exactly. */
function expectDocumentedProfitAndLoss(pnl: ProfitAndLoss) {
  const total = (group: AccountGroup) => group.total_cents;
  const { summary } = pnl;
  expect(summary.net_revenue_cents).toBe(total(pnl.revenue));
  expect(summary.total_operating_income_cents).toBe(total(pnl.revenue) + total(pnl.other_operating_income));
  expect(summary.gross_profit_cents).toBe(summary.total_operating_income_cents - total(pnl.direct_costs));
  expect(summary.total_operating_expenses_cents).toBe(total(pnl.operating_expenses));
  expect(summary.operating_profit_cents).toBe(summary.gross_profit_cents - total(pnl.operating_expenses));
  expect(summary.profit_before_tax_cents).toBe(
    summary.operating_profit_cents + total(pnl.finance_income) - total(pnl.finance_costs),
  );
  expect(summary.net_profit_cents).toBe(summary.profit_before_tax_cents - total(pnl.income_tax));
  expect(summary.net_profit_cents).toBe(pnl.net_profit_cents);
  expect(total(pnl.direct_costs)).toBe(total(pnl.cost_of_sales));
  expect(total(pnl.operating_expenses) + total(pnl.finance_costs) + total(pnl.income_tax)).toBe(
    total(pnl.expense),
  );
  expect(total(pnl.other_operating_income) + total(pnl.finance_income)).toBe(total(pnl.other_income));
}

describe("report invariants (property-based, on the real database)", () => {
  it("balance sheet balances, cash flow reconciles, P&L = change in profit to date = financial summary, roll-ups = journal", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ entries, periods }) => {
        const { business, chart } = await createTestBusiness(test.db);
        const cash = chart.filter((account) => account.cashFlowTag === "cash_equivalent");
        const pick = (list: typeof chart, index: number) => list[index % list.length]!;
        const posted: { id: string; date: string }[] = [];
        for (const { date, sides, balancingAccount, reverseLater } of entries) {
          const lines: JournalLineInput[] = sides.map((side) => ({
            accountId: pick(side.isCash ? cash : chart, side.account).id,
            debitCents: side.isDebit ? side.cents : 0,
            creditCents: side.isDebit ? 0 : side.cents,
            cashFlowHint: side.hint as JournalLineInput["cashFlowHint"],
          }));
          const difference = lines.reduce((sum, line) => sum + line.debitCents - line.creditCents, 0);
          if (difference !== 0) {
            const cents = Math.abs(difference);
            lines.push({
              accountId: pick(chart, balancingAccount).id,
              debitCents: difference < 0 ? cents : 0,
              creditCents: difference > 0 ? cents : 0,
            });
          }
          const posting = await postJournalEntry(test.db, business.id, {
            entryDate: date,
            source: "manual",
            lines,
          });
          if (reverseLater) posted.push({ id: posting.id, date });
        }
        for (const { id, date } of posted.slice(0, 2)) {
          await reverseJournalEntry(test.db, business.id, id, { entryDate: addDays(date, 40) });
        }

        expect(await readRollupTotals(test.db, business.id)).toEqual(
          await recomputeRollups(test.db, business.id),
        );
        expect(await storedFlowClasses(business.id)).toEqual(await migrationFlowClasses(business.id));
        for (const [a, b] of periods) {
          const [start, end] = a <= b ? [a, b] : [b, a];
          const period = { start_date: start, end_date: end, detail_level: "detailed" } as const;
          const flow = await cashFlow(test.db, business, period);
          expect(flow.cash_reconciliation.reconciles).toBe(true);
          expect(flow.summary.net_change_in_cash_cents).toBe(
            flow.summary.closing_cash_cents - flow.summary.opening_cash_cents,
          );
          expect(await cashFlow(test.db, business, period, { source: "journal" })).toEqual(flow);

          const atEnd = await balanceSheet(test.db, business, { as_of_date: end, detail_level: "detailed" });
          const beforeStart = await balanceSheet(test.db, business, {
            as_of_date: addDays(start, -1),
            detail_level: "detailed",
          });
          for (const sheet of [atEnd, beforeStart]) {
            expect(sheet.summary.net_assets_cents).toBe(sheet.summary.total_equity_cents);
          }
          expect(
            await balanceSheet(
              test.db,
              business,
              { as_of_date: end, detail_level: "detailed" },
              { source: "journal" },
            ),
          ).toEqual(atEnd);
          const pnl = await profitAndLoss(test.db, business, period);
          expect(pnl.net_profit_cents).toBe(profitToDate(atEnd) - profitToDate(beforeStart));
          expectDocumentedProfitAndLoss(pnl);
          for (const granularity of ["monthly", "quarterly", "yearly"] as const) {
            const summary = await financialSummary(test.db, business, { ...period, granularity });
            expect(summary.summary.net_profit_cents).toBe(pnl.net_profit_cents);
            expect(summary.summary.total_revenue_cents).toBe(
              pnl.revenue.total_cents +
                pnl.other_operating_income.total_cents +
                pnl.finance_income.total_cents,
            );
            const expenses = [pnl.direct_costs, pnl.operating_expenses, pnl.finance_costs, pnl.income_tax];
            expect(summary.summary.total_expenses_cents).toBe(
              expenses.reduce((sum, g) => sum + g.total_cents, 0),
            );
            const sumOf = (key: "revenue_cents" | "expenses_cents") =>
              summary.trends.reduce((sum, trend) => sum + trend[key], 0);
            expect(sumOf("revenue_cents")).toBe(summary.summary.total_revenue_cents);
            expect(sumOf("expenses_cents")).toBe(summary.summary.total_expenses_cents);
          }
          const breakdown = await expenseBreakdown(test.db, business, period);
          expect(breakdown.total_expenses_cents).toBe(
            (await financialSummary(test.db, business, { ...period, granularity: "yearly" })).summary
              .total_expenses_cents,
          );
          expect(pnl.net_profit_cents).toBe(flow.operating_activities!.net_profit_cents);
          const tb = await trialBalance(test.db, business, { as_of_date: end });
          expect(tb.total_debit_cents).toBe(tb.total_credit_cents);
        }
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});
