import { defineScenario } from "../scenario";
import { benchBillLine } from "./bill-create";

/**
 * What a write costs before its domain work: POST /bills/ with the bill-create scenario's body, authenticated, then
 * refused by validation (400, a bill date that is no date). Token check, rate limit, tenant lookup, reading and
 * parsing the JSON body, the schema, and the write's transaction opened and rolled back. Read bill-create against
 * this and http-floor: the gap from here to bill-create is the create itself (domain, statements, events, audit).
 */
export default defineScenario({
  name: "write-floor",
  description:
    "POST /businesses/{business_id}/bills/ with the bench bill's body, refused by validation (400)",
  setup: async (ctx) => ({ businessToken: await ctx.businessToken() }),
  async run(ctx, { businessToken }) {
    const measurement = await ctx.measure("POST /bills/ refused after auth (400, the bench bill's body)", {
      path: `/v1/platform/businesses/${ctx.businessId}/bills/`,
      method: "POST",
      headers: { Authorization: `Bearer ${businessToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        external_id: "bench-refused",
        vendor_external_id: "bench-vendor-0",
        bill_date: "not a date",
        approved_at: "2026-06-01T12:00:00Z",
        line_items: [1, 2, 3, 4, 5].map(benchBillLine),
      }),
      // Every answer is the 400 this scenario asks for.
      minSuccessRatio: 0,
    });
    const others = Object.entries(measurement.statusCodes).filter(
      ([code, count]) => code !== "400" && count > 0,
    );
    if (others.length > 0) throw new Error(`write-floor: expected only 400s, got ${JSON.stringify(others)}`);
  },
});
