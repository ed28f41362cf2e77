import { defineScenario } from "../scenario";

/** Token endpoint 1: HTTP Basic partner credentials. Each request verifies the API key with scrypt. */
export default defineScenario({
  name: "partner-token",
  description: "POST /v1/platform/oauth2/token/ with HTTP Basic partner credentials",
  async run(ctx) {
    await ctx.measure("POST /oauth2/token/ (partner, Basic)", {
      path: "/v1/platform/oauth2/token/",
      method: "POST",
      headers: {
        Authorization: ctx.partner.basicAuth,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    });
  },
});
