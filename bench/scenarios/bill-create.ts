import { defineScenario } from "../scenario";
import { seedBillHistory } from "./bill-history-seed";

/** Line n of a bench bill (the domain-level bench sends the same). */
export const benchBillLine = (n: number) => ({
  description: `Line ${n}`,
  quantity: n,
  unit_price: 12_345 + n,
  account_identifier: { type: "AccountCode", code: "6000" },
  sales_taxes: [{ name: "VAT", rate: "25" }],
});

/** Endpoint 3 at full tilt: a new, approved bill with 5 lines each request, so each one posts a journal entry. */
export default defineScenario({
  name: "bill-create",
  description: "POST /businesses/{business_id}/bills/ — 5 lines, approved (posts a journal entry)",
  seed: seedBillHistory,
  setup: async (ctx) => ({ businessToken: await ctx.businessToken() }),
  async run(ctx, { businessToken }) {
    let counter = 0;
    const runId = Date.now().toString(36);
    await ctx.measure("POST /bills/ (5 lines, approved)", {
      path: `/v1/platform/businesses/${ctx.businessId}/bills/`,
      method: "POST",
      headers: { Authorization: `Bearer ${businessToken}`, "Content-Type": "application/json" },
      requests: [
        {
          setupRequest: (request) => {
            counter++;
            return {
              ...request,
              body: JSON.stringify({
                external_id: `bench-${runId}-${counter}`,
                vendor_external_id: `bench-vendor-${counter % 50}`,
                bill_date: "2026-06-01",
                approved_at: "2026-06-01T12:00:00Z",
                line_items: [1, 2, 3, 4, 5].map(benchBillLine),
              }),
            };
          },
        },
      ],
    });
  },
});
