import { defineScenario } from "../scenario";

/**
 * What any API request costs before an endpoint does its own work: Next.js routing to a business route and our route
 * wrapper answering OPTIONS (204, no token, no database query). Every other figure sits on top of this one, so it
 * bounds what any endpoint can reach on this machine (with autocannon on the same cores); read the bill-create and
 * list figures against it.
 */
export default defineScenario({
  name: "http-floor",
  description:
    "OPTIONS /businesses/{business_id}/: routing and the wrapper, no auth, no database (a ceiling)",
  async run(ctx) {
    await ctx.measure("OPTIONS /businesses/{business_id}/ (routing only: the ceiling)", {
      path: `/v1/platform/businesses/${ctx.businessId}/`,
      method: "OPTIONS",
    });
  },
});
