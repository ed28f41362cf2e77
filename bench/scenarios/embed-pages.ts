import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { benchConfig } from "../config";
import type { BenchContext } from "../context";
import { measurePageLoad, withBrowser } from "../page-weight";
import { defineScenario } from "../scenario";

/** Issue 6/7 target: the heaviest embed page ships at most 200 kB of JavaScript, gzipped. */
const TARGET_KB = 200;

/** What the pages need besides the business: a bill, an invoice, and a vendor and a customer credit. */
interface PageState {
  vendorCreditId: string;
  billId: string;
  invoiceId: string;
  customerCreditId: string;
}

/**
 * Every page under app/embed/ and app/console/ (the "every embed page" of issue 14); `support` pages are opened with
 * a support launch.
 */
const PAGES: {
  name: string;
  path: (businessId: string, state: PageState) => string;
  ready: string;
  support?: boolean;
}[] = [
  { name: "home dashboard", path: (id) => `/embed/${id}/`, ready: "h1" },
  { name: "bills list", path: (id) => `/embed/${id}/bills/`, ready: "h1" },
  { name: "bill entry", path: (id) => `/embed/${id}/bills/new/`, ready: "form" },
  { name: "bill detail", path: (id, state) => `/embed/${id}/bills/${state.billId}/`, ready: "h1" },
  { name: "invoice list", path: (id) => `/embed/${id}/invoices/`, ready: "h1" },
  { name: "invoice entry", path: (id) => `/embed/${id}/invoices/new/`, ready: "form" },
  { name: "invoice detail", path: (id, state) => `/embed/${id}/invoices/${state.invoiceId}/`, ready: "h1" },
  { name: "bank transactions", path: (id) => `/embed/${id}/bank-transactions/`, ready: "h1" },
  { name: "vendor credits list", path: (id) => `/embed/${id}/vendor-credits/`, ready: "h1" },
  {
    name: "credit allocation",
    path: (id, state) => `/embed/${id}/vendor-credits/${state.vendorCreditId}/`,
    ready: "form",
  },
  { name: "customer credits list", path: (id) => `/embed/${id}/customer-credits/`, ready: "h1" },
  {
    name: "customer credit detail",
    path: (id, state) => `/embed/${id}/customer-credits/${state.customerCreditId}/`,
    ready: "h1",
  },
  { name: "payouts", path: (id) => `/embed/${id}/payouts/`, ready: "h1" },
  { name: "refunds", path: (id) => `/embed/${id}/refunds/`, ready: "h1" },
  { name: "journal", path: (id) => `/embed/${id}/journal/`, ready: "h1" },
  { name: "chart of accounts (ledger)", path: (id) => `/embed/${id}/ledger/`, ready: "h1" },
  { name: "reports index", path: (id) => `/embed/${id}/reports/`, ready: "h1" },
  // Report pages are ready when their table is on screen (the chart follows; its code counts once loaded).
  {
    name: "balance sheet",
    path: (id) => `/embed/${id}/reports/balance-sheet/`,
    ready: "table[data-report-table]",
  },
  { name: "cash flow", path: (id) => `/embed/${id}/reports/cash-flow/`, ready: "table[data-report-table]" },
  {
    name: "profit and loss",
    path: (id) => `/embed/${id}/reports/profit-and-loss/`,
    ready: "table[data-report-table]",
  },
  { name: "AP aging", path: (id) => `/embed/${id}/reports/ap-aging/`, ready: "table[data-report-table]" },
  { name: "AR aging", path: (id) => `/embed/${id}/reports/ar-aging/`, ready: "table[data-report-table]" },
  { name: "audit trail", path: (id) => `/embed/${id}/audit/`, ready: "h1", support: true },
  { name: "support console", path: () => "/console/", ready: "h1", support: true },
];

/**
 * Three approved bills of one vendor and a received credit of that vendor, a sent invoice and a customer credit,
 * through the API.
 */
async function createPageData(ctx: BenchContext): Promise<PageState> {
  const token = await ctx.businessToken();
  const post = <T>(path: string, body: unknown) =>
    ctx.request<T>(`/v1/platform/businesses/${ctx.businessId}${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const vendor = { vendor_external_id: "bench-credit-vendor", vendor_name: "Bench Credit Vendor AB" };
  const billIds: string[] = [];
  for (const cents of [40_000, 25_000, 12_500]) {
    const bill = await post<{ id: string }>("/bills/", {
      ...vendor,
      external_id: `bench-credit-bill-${randomUUID()}`,
      bill_date: "2026-06-01",
      approved_at: "2026-06-01T12:00:00Z",
      line_items: [
        { quantity: 1, unit_price: cents, account_identifier: { type: "AccountCode", code: "6000" } },
      ],
    });
    billIds.push(bill.id);
  }
  const credit = await post<{ id: string }>("/vendor-credits/", {
    ...vendor,
    credit_note_number: "BENCH-CN-1",
    received_at: "2026-06-02T09:00:00Z",
    line_items: [{ amount: 50_000 }],
  });
  const customer = { customer_external_id: "bench-page-customer", customer_name: "Bench Kund AB" };
  const invoice = await post<{ id: string }>("/invoices/", {
    ...customer,
    invoice_number: `BENCH-PAGE-${randomUUID().slice(0, 8)}`,
    sent_at: "2026-06-01T09:00:00Z",
    line_items: [{ quantity: 2, unit_price: 15_000, description: "Bench work" }],
  });
  const customerCredit = await post<{ id: string }>("/customer-credits/", {
    ...customer,
    credit_note_number: `BENCH-CC-${randomUUID().slice(0, 8)}`,
    line_items: [{ amount: 5_000 }],
  });
  return {
    vendorCreditId: credit.id,
    billId: billIds[0]!,
    invoiceId: invoice.id,
    customerCreditId: customerCredit.id,
  };
}

const kilobytes = (bytes: number) => Math.round(bytes / 102.4) / 10;

export const signLaunch = (ctx: BenchContext, businessId = ctx.businessId, isSupport = false) =>
  new SignJWT(isSupport ? { role: "support" } : { role: "editor", business_id: businessId })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ctx.partner.id)
    .setAudience("ledgerkit-embed")
    .setIssuedAt()
    .setExpirationTime("2m")
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(benchConfig.embedLaunchSecret));

export default defineScenario({
  name: "embed-pages",
  description: "First-load JavaScript (gzipped) and time to render of each embed page, in Chromium",
  databases: ["pglite"],
  setup: createPageData,
  async run(ctx, state) {
    await withBrowser(async (browser) => {
      let heaviest = { name: "", kb: 0 };
      for (const page of PAGES) {
        const load = await measurePageLoad(browser, {
          baseUrl: ctx.baseUrl,
          launchUrl: `/embed/launch/?token=${await signLaunch(ctx, ctx.businessId, page.support)}`,
          path: page.path(ctx.businessId, state),
          readySelector: page.ready,
          headers: ctx.headers,
        });
        const firstLoad = kilobytes(load.firstLoadBytesGzip);
        if (firstLoad > heaviest.kb) heaviest = { name: page.name, kb: firstLoad };
        ctx.figure(
          `first-load JS, ${page.name} (${load.firstLoadScripts} scripts)`,
          firstLoad,
          "kB gz",
          `≤ ${TARGET_KB} kB`,
        );
        ctx.figure(
          `all JS until idle, ${page.name} (${load.allScripts} scripts, lazy charts included)`,
          kilobytes(load.allScriptBytesGzip),
          "kB gz",
        );
        ctx.figure(`time to rendered, ${page.name}`, load.renderedMs, "ms");
      }
      ctx.figure(
        `first-load JS, heaviest embed page (${heaviest.name})`,
        heaviest.kb,
        "kB gz",
        `≤ ${TARGET_KB} kB`,
      );
    });
  },
});
