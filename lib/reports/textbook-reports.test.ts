import { describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { createAccount } from "../ledger/create-account";
import { postManualJournalEntry } from "../ledger/post-manual-journal-entry";
import { readRollupTotals, recomputeRollups } from "../ledger/recompute-rollups";
import { createAccountSchema } from "../schemas/account";
import type { AccountGroup } from "../schemas/report";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import {
  $,
  INDIRECT_WITH_LOSS,
  PROPENSITY,
  TRADE_PAYABLES,
  type ExampleEntry,
  type TextbookExample,
} from "../testing/textbook-examples";
import { balanceSheet } from "./balance-sheet";
import { cashFlow } from "./cash-flow";
import { profitAndLoss } from "./profit-and-loss";
import { trialBalance } from "./trial-balance";

const test = setupTestDatabase();

async function post(db: Db, businessId: string, entry: ExampleEntry) {
  await postManualJournalEntry(db, businessId, {
    entry_date: entry.date,
    memo: entry.memo,
    lines: entry.lines.map(([code, debit, credit, hint]) => ({
      account_identifier: { type: "AccountCode", code },
      debit_cents: $(debit),
      credit_cents: $(credit),
      cash_flow_hint: hint ?? null,
    })),
  });
}

async function books(example: Pick<TextbookExample, "accounts" | "entries">) {
  const { business } = await createTestBusiness(test.db);
  for (const account of example.accounts) {
    await createAccount(test.db, business.id, createAccountSchema.parse(account));
  }
  for (const entry of example.entries) await post(test.db, business.id, entry);
  return business;
}

const byCode = (group: AccountGroup) =>
  Object.fromEntries(group.line_items.map((item) => [item.account_code, item.value_cents / 100]));

describe.each([PROPENSITY, INDIRECT_WITH_LOSS])("$source", (example) => {
  it("gives the published cash flow, from the roll-ups and from the journal alike", async () => {
    const business = await books(example);
    const query = {
      start_date: example.period.start,
      end_date: example.period.end,
      detail_level: "detailed",
    } as const;
    const report = await cashFlow(test.db, business, query);
    const { expected } = example;
    expect(report.summary).toEqual({
      net_cash_from_operating_cents: $(expected.operating),
      net_cash_from_investing_cents: $(expected.investing),
      net_cash_from_financing_cents: $(expected.financing),
      net_change_in_cash_cents: $(expected.closingCash - expected.openingCash),
      opening_cash_cents: $(expected.openingCash),
      closing_cash_cents: $(expected.closingCash),
    });
    expect(report.cash_reconciliation.reconciles).toBe(true);
    expect(report.operating_activities!.net_profit_cents).toBe($(expected.netProfit));
    expect(byCode(report.operating_activities!.non_cash_adjustments)).toEqual(expected.adjustments);
    expect(byCode(report.operating_activities!.working_capital_changes)).toEqual(expected.workingCapital);
    expect(byCode(report.investing_activities!)).toEqual(expected.investingItems);
    expect(byCode(report.financing_activities!)).toEqual(expected.financingItems);
    expect(await cashFlow(test.db, business, query, { source: "journal" })).toEqual(report);

    const pnl = await profitAndLoss(test.db, business, query);
    expect(pnl.net_profit_cents).toBe($(expected.netProfit));
    expect(pnl.summary.net_profit_cents).toBe($(expected.netProfit));
    const sheet = await balanceSheet(test.db, business, {
      as_of_date: example.period.end,
      detail_level: "detailed",
    });
    expect(sheet.summary.net_assets_cents).toBe(sheet.summary.total_equity_cents);
    if (expected.totalAssets) {
      expect(sheet.summary.total_assets_cents).toBe($(expected.totalAssets));
      expect(sheet.summary.total_liabilities_cents).toBe($(expected.totalLiabilities!));
      expect(sheet.summary.total_equity_cents).toBe($(expected.totalEquity!));
    }
    const tb = await trialBalance(test.db, business, { as_of_date: example.period.end });
    expect(tb.total_debit_cents).toBe(tb.total_credit_cents);
    expect(await readRollupTotals(test.db, business.id)).toEqual(
      await recomputeRollups(test.db, business.id),
    );
  });
});

describe("the Propensity balance sheet", () => {
  it("shows the published 2018 column, retained earnings including the year's profit", async () => {
    const business = await books(PROPENSITY);
    const sheet = await balanceSheet(test.db, business, {
      as_of_date: "2018-12-31",
      detail_level: "detailed",
    });
    expect(byCode(sheet.current_assets)).toEqual({
      "1000": 47_500,
      "1110": 21_500,
      "1200": 48_000,
      "1300": 2_500,
    });
    expect(byCode(sheet.non_current_assets)).toEqual({ "1500": 230_000, "1510": -85_500, "1520": 20_000 });
    expect(byCode(sheet.current_liabilities)).toEqual({ "2010": 17_200, "2210": 1_900 });
    expect(byCode(sheet.non_current_liabilities)).toEqual({ "2510": 85_000 });
    expect(sheet.retained_earnings.line_items).toEqual([
      expect.objectContaining({ account_code: "3300", value_cents: $(61_000) }),
      expect.objectContaining({ account_code: "3310", value_cents: $(-440) }),
      { account_id: null, account_code: null, account_name: "Profit or loss to date", value_cents: $(4_340) },
    ]);
    expect(sheet.retained_earnings.total_cents).toBe($(64_900));
    const summary = await balanceSheet(test.db, business, {
      as_of_date: "2018-12-31",
      detail_level: "summary",
    });
    expect(summary.summary).toEqual(sheet.summary);
    expect(summary.current_assets).toEqual({
      display_name: "Current assets",
      total_cents: $(119_500),
      line_items: [],
    });
    const opening = await balanceSheet(test.db, business, {
      as_of_date: "2017-12-31",
      detail_level: "summary",
    });
    expect(opening.summary.total_assets_cents).toBe($(226_500));
  });
});

describe("IAS 7 ¶43: equipment bought on a supplier's bill", () => {
  it("is left out while unpaid and shows in investing as far as the bill is paid", async () => {
    const business = await books({
      accounts: [TRADE_PAYABLES],
      entries: [
        {
          date: "2025-01-01",
          memo: "Capital",
          lines: [
            ["1000", 10_000, 0],
            ["3000", 0, 10_000],
          ],
        },
        {
          date: "2025-02-01",
          memo: "Bill for a machine",
          lines: [
            ["1500", 6_000, 0],
            ["2010", 0, 6_000, "investing"],
          ],
        },
        {
          date: "2025-03-01",
          memo: "Part payment",
          lines: [
            ["2010", 2_500, 0, "investing"],
            ["1000", 0, 2_500],
          ],
        },
      ],
    });
    const query = (end: string) =>
      ({ start_date: "2025-02-01", end_date: end, detail_level: "detailed" }) as const;
    const february = await cashFlow(test.db, business, query("2025-02-28"));
    expect(february.summary.net_change_in_cash_cents).toBe(0);
    expect(february.investing_activities!.line_items).toEqual([]);
    expect(february.operating_activities!.working_capital_changes.line_items).toEqual([]);
    const march = await cashFlow(test.db, business, query("2025-03-31"));
    expect(march.summary.net_cash_from_investing_cents).toBe($(-2_500));
    expect(march.summary.net_cash_from_operating_cents).toBe(0);
    expect(byCode(march.investing_activities!)).toEqual({ "2010": -2_500 });
  });

  it("without a hint, the unpaid bill is a working-capital change and the purchase a non-cash residue", async () => {
    const business = await books({
      accounts: [TRADE_PAYABLES],
      entries: [
        {
          date: "2025-02-01",
          memo: "Machine on credit",
          lines: [
            ["1500", 6_000, 0],
            ["2010", 0, 6_000],
          ],
        },
      ],
    });
    const report = await cashFlow(test.db, business, {
      start_date: "2025-01-01",
      end_date: "2025-12-31",
      detail_level: "detailed",
    });
    expect(byCode(report.operating_activities!.non_cash_adjustments)).toEqual({ "1500": -6_000 });
    expect(byCode(report.operating_activities!.working_capital_changes)).toEqual({ "2010": 6_000 });
    expect(report.summary.net_cash_from_operating_cents).toBe(0);
    expect(report.cash_reconciliation.reconciles).toBe(true);
  });
});
