import { defineScenario } from "../scenario";

/** A plain authenticated business read: token check, rate-limit upsert, tenant lookup, serialisation. */
export default defineScenario({
  name: "get-business",
  description: "GET /v1/platform/businesses/{business_id}/ with a business token",
  setup: async (ctx) => ({ businessToken: await ctx.businessToken() }),
  async run(ctx, { businessToken }) {
    await ctx.measure("GET /businesses/{business_id}/ (business token)", {
      path: `/v1/platform/businesses/${ctx.businessId}/`,
      headers: { Authorization: `Bearer ${businessToken}` },
    });
  },
});
