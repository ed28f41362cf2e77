/**
 * The home dashboard's API calls (components/dashboard/*) for a business of realistic size: 100,000 journal entries
 * (200,000 lines) over 2023–2025 with their roll-ups, and 20,000 invoices of 2,000 customers. Each route is measured
 * alone with one connection (its own time), then the whole set as the page fires it, all at once, repeated.
 * BENCH_DASHBOARD_ENTRIES and BENCH_DASHBOARD_INVOICES change the size.
 */
import { createBusiness } from "../../lib/businesses/create-business";
import { dashboardDates } from "../../components/dashboard/dashboard-dates";
import type { BenchContext } from "../context";
import { defineScenario } from "../scenario";
import { seedInvoiceList } from "./invoice-list-seed";
import { seedMillionLines } from "./report-seed";

const ENTRIES = Number(process.env.BENCH_DASHBOARD_ENTRIES) || 100_000;
const INVOICES = Number(process.env.BENCH_DASHBOARD_INVOICES) || 20_000;
const AS_OF = "2025-11-15";
const LOADS = 40;

/** Every request the dashboard makes on load, as dashboard-dates.ts derives their ranges from the day. */
function dashboardRequests(): { name: string; path: string }[] {
  const d = dashboardDates(AS_OF);
  const summary = (start: string, end: string) =>
    `/insights/financial-summary/?start_date=${start}&end_date=${end}&granularity=monthly`;
  return [
    { name: "GET /", path: "/" },
    { name: "financial-summary, 12-month trend", path: summary(d.trendStart, d.asOf) },
    { name: "financial-summary, this month", path: summary(d.monthStart, d.asOf) },
    { name: "financial-summary, last year's month", path: summary(d.lastYear.monthStart, d.lastYear.asOf) },
    { name: "financial-summary, year to date", path: summary(d.yearStart, d.asOf) },
    { name: "financial-summary, last year to date", path: summary(d.lastYear.yearStart, d.lastYear.asOf) },
    {
      name: "expense-breakdown, year to date",
      path: `/insights/expense-breakdown/?start_date=${d.yearStart}&end_date=${d.asOf}`,
    },
    { name: "ar-aging, total", path: `/insights/ar-aging/?as_of_date=${d.asOf}&group_by=total` },
    { name: "ap-aging, total", path: `/insights/ap-aging/?as_of_date=${d.asOf}&group_by=total` },
    {
      name: "cash-flow summary, year to date",
      path: `/reports/cash-flow/?start_date=${d.yearStart}&end_date=${d.asOf}&detail_level=summary`,
    },
    { name: "count of overdue invoices", path: "/invoices/?status=overdue&page_size=1" },
    {
      name: "count of bills due this week",
      path: `/bills/?status=received,partially_paid&due_at_start=${d.asOf}T00:00:00Z&due_at_end=${d.weekEnd}T23:59:59Z&page_size=1`,
    },
    {
      name: "count of transactions to categorize",
      path: "/bank-transactions/?needs_categorization=true&page_size=1",
    },
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The page's fan-out: every request at once, `LOADS` times after a few unmeasured ones; ms until the last answers. */
async function measurePageFanOut(ctx: BenchContext, base: string, token: string) {
  const requests = dashboardRequests();
  const load = () =>
    Promise.all(
      requests.map((request) =>
        ctx.request(`${base}${request.path}`, { headers: { Authorization: `Bearer ${token}` } }),
      ),
    );
  for (let warm = 0; warm < 3; warm++) await load();
  const times: number[] = [];
  for (let run = 0; run < LOADS; run++) {
    const started = performance.now();
    await load();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const label = `dashboard load, ${requests.length} API calls at once (${LOADS} loads)`;
  ctx.figure(`${label}, p50`, Math.round(percentile(times, 50)), "ms");
  ctx.figure(`${label}, p99`, Math.round(percentile(times, 99)), "ms");
}

export default defineScenario({
  name: "dashboard",
  description: `The home dashboard's API routes, ${(ENTRIES * 2).toLocaleString("en")} journal lines and ${INVOICES.toLocaleString("en")} invoices`,
  async seed({ db, partnerId }) {
    const { business } = await createBusiness(db, partnerId, {
      name: "Bench dashboard business",
      country: "SE",
      base_currency: "SEK",
      timezone: "Europe/Stockholm",
    });
    await seedMillionLines(db, business.id, ENTRIES, 50_000);
    await seedInvoiceList(db, partnerId, business.id, INVOICES, { businesses: 0, invoices: 0 });
    return { businessId: business.id };
  },
  setup: async (ctx, seeded) => ({ token: await ctx.businessToken(seeded.businessId) }),
  async run(ctx, { token }, seeded) {
    const base = `/v1/platform/businesses/${seeded.businessId}`;
    for (const request of dashboardRequests()) {
      await ctx.measure(`dashboard: ${request.name} (1 connection)`, {
        path: `${base}${request.path}`,
        headers: { Authorization: `Bearer ${token}` },
        connections: 1,
      });
    }
    await measurePageFanOut(ctx, base, token);
  },
});
