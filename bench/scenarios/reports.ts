import { createBusiness } from "../../lib/businesses/create-business";
import { balanceSheet } from "../../lib/reports/balance-sheet";
import { cashFlow } from "../../lib/reports/cash-flow";
import type { BalanceSource } from "../../lib/reports/read-balances";
import { defineScenario } from "../scenario";
import { measurePageLoad, withBrowser } from "../page-weight";
import { signLaunch } from "./embed-pages";
import { seedMillionLines } from "./report-seed";

const AS_OF = "2025-06-15";
const PERIOD = { start_date: "2025-01-01", end_date: AS_OF, detail_level: "detailed" } as const;

async function medianMs(times: number, run: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
}

/**
 * Balance sheet and cash flow of a business with 1,000,000 journal lines over three years, mid-month and mid-year
 * (the most roll-up rows a date can need). Latency is measured with one connection: the report's own time, not the
 * queueing of a saturated two-core machine. Seeding also times each report computed from the roll-ups against a
 * full recomputation from journal_lines, in-process, and checks both give the same statement.
 */
export default defineScenario({
  name: "reports",
  description: "GET balance sheet and cash flow, 1,000,000 journal lines",
  async seed({ db, partnerId }) {
    const { business } = await createBusiness(db, partnerId, {
      name: "Bench business with a million lines",
      country: "SE",
      base_currency: "SEK",
      timezone: "Europe/Stockholm",
    });
    const started = Date.now();
    const counts = await seedMillionLines(db, business.id);
    const seedSeconds = (Date.now() - started) / 1000;
    const sheet = (source: BalanceSource) =>
      balanceSheet(db, business, { as_of_date: AS_OF, detail_level: "detailed" }, { source });
    const flow = (source: BalanceSource) => cashFlow(db, business, PERIOD, { source });
    const [fromRollups, fromJournal] = [await flow("rollups"), await flow("journal")];
    if (
      !fromRollups.cash_reconciliation.reconciles ||
      JSON.stringify(fromRollups) !== JSON.stringify(fromJournal)
    ) {
      throw new Error("The seeded cash flow does not reconcile or differs from the journal's.");
    }
    const timings = {
      balanceSheetRollupsMs: await medianMs(5, () => sheet("rollups")),
      balanceSheetJournalMs: await medianMs(3, () => sheet("journal")),
      cashFlowRollupsMs: await medianMs(5, () => flow("rollups")),
      cashFlowJournalMs: await medianMs(3, () => flow("journal")),
    };
    return { businessId: business.id, ...counts, seedSeconds, ...timings };
  },
  setup: async (ctx, seeded) => ({ token: await ctx.businessToken(seeded.businessId) }),
  async run(ctx, { token }, seeded) {
    const base = `/v1/platform/businesses/${seeded.businessId}/reports`;
    const headers = { Authorization: `Bearer ${token}` };
    const sheet = await ctx.measure("GET balance-sheet, 1M lines (1 connection)", {
      path: `${base}/balance-sheet/?as_of_date=${AS_OF}&detail_level=detailed`,
      headers,
      connections: 1,
    });
    const flow = await ctx.measure("GET cash-flow, 1M lines (1 connection)", {
      path: `${base}/cash-flow/?start_date=${PERIOD.start_date}&end_date=${AS_OF}&detail_level=detailed`,
      headers,
      connections: 1,
    });
    const ratio = (journal: number, rollups: number) => (journal / rollups).toFixed(0);
    console.log(
      `bench: [${ctx.database}] ${seeded.lines} journal lines, ${seeded.rollups} roll-up rows, seeded in ` +
        `${seeded.seedSeconds.toFixed(0)} s. In-process median: balance sheet ${seeded.balanceSheetRollupsMs.toFixed(1)} ms ` +
        `from roll-ups vs ${seeded.balanceSheetJournalMs.toFixed(0)} ms recomputed from journal_lines ` +
        `(${ratio(seeded.balanceSheetJournalMs, seeded.balanceSheetRollupsMs)}×); cash flow ` +
        `${seeded.cashFlowRollupsMs.toFixed(1)} ms vs ${seeded.cashFlowJournalMs.toFixed(0)} ms ` +
        `(${ratio(seeded.cashFlowJournalMs, seeded.cashFlowRollupsMs)}×). HTTP p50/p99: balance sheet ` +
        `${sheet.latencyMs.p50}/${sheet.latencyMs.p99} ms, cash flow ${flow.latencyMs.p50}/${flow.latencyMs.p99} ms.`,
    );
    // Issue 7: time until the embed's balance sheet shows its table for this business, from a cold page load.
    await withBrowser(async (browser) => {
      const load = await measurePageLoad(browser, {
        baseUrl: ctx.baseUrl,
        launchUrl: `/embed/launch/?token=${await signLaunch(ctx, seeded.businessId)}`,
        path: `/embed/${seeded.businessId}/reports/balance-sheet/?as_of=${AS_OF}&detail=detailed`,
        readySelector: "table[data-report-table]",
        headers: ctx.headers,
      });
      ctx.figure("time to rendered balance sheet in the embed, 1M lines", load.renderedMs, "ms");
    });
  },
});
