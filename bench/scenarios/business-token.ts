import { defineScenario } from "../scenario";

/** Token endpoint 2: a business token for the bench business, authorised by a partner bearer token. */
export default defineScenario({
  name: "business-token",
  description: "POST /v1/platform/{business_id}/oauth2/token/ with a partner bearer token",
  setup: async (ctx) => ({ partnerToken: await ctx.partnerToken() }),
  async run(ctx, { partnerToken }) {
    await ctx.measure("POST /{business_id}/oauth2/token/ (bearer)", {
      path: `/v1/platform/${ctx.businessId}/oauth2/token/`,
      method: "POST",
      headers: { Authorization: `Bearer ${partnerToken}` },
    });
  },
});
