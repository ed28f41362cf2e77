import { expect, test } from "@playwright/test";
import {
  bearer,
  businessToken,
  createTestBusiness,
  expectError,
  fixtures,
  newApi,
  partnerToken,
} from "../support/api";

const PROFILE = "/v1/platform/partner/";

test.describe("GET /partner/", () => {
  test("a partner token gets its own profile: name, allowed origins and rate limit, never its keys", async () => {
    const api = await newApi();
    const { alpha } = fixtures();
    const response = await api.get(PROFILE, { headers: bearer(await partnerToken(api, alpha)) });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      type: "Partner",
      id: alpha.partner_id,
      name: "Alpha Payments",
      allowed_origins: ["https://app.alpha.test"],
      rate_limit_per_minute: 100_000,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(JSON.stringify(body)).not.toContain(alpha.api_key);
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  test("each partner sees only itself; no origins configured is an empty list", async () => {
    const api = await newApi();
    const { beta } = fixtures();
    const body = await (
      await api.get("/v1/platform/partner", { headers: bearer(await partnerToken(api, beta)) })
    ).json();
    expect(body).toMatchObject({ id: beta.partner_id, name: "Beta Bank", allowed_origins: [] });
  });

  test("a business token is 403 forbidden, no token 401", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const business = await createTestBusiness(api, token);
    const scoped = await businessToken(api, token, business.id);
    await expectError(await api.get(PROFILE, { headers: bearer(scoped) }), 403, "forbidden");
    await expectError(await api.get(PROFILE), 401, "invalid_token");
  });

  test("GET and PATCH only: other methods are 405 with Allow", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const response = await api.put(PROFILE, { headers: bearer(token), data: { name: "Renamed" } });
    await expectError(response, 405, "method_not_allowed");
    expect(response.headers()["allow"]).toBe("GET, HEAD, PATCH, OPTIONS");
  });
});
