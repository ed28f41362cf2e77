import { expect, test } from "@playwright/test";
import { bearer, createTestBusiness, expectError, fixtures, newApi, partnerToken } from "../support/api";
import { LIMITED_PARTNER_RATE } from "../support/test-env";

const BUSINESSES = "/v1/platform/businesses/";

test.describe("API conventions", () => {
  test("every response carries X-Request-Id, and a caller's own id is echoed", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    for (const path of [BUSINESSES, "/", "/no-such-page/", "/v1/platform/openapi.json"]) {
      const response = await api.get(path, { headers: bearer(token) });
      expect(response.headers()["x-request-id"], path).toMatch(/^[0-9a-f-]{36}$/);
    }
    const unauthorised = await api.get(BUSINESSES);
    expect(unauthorised.headers()["x-request-id"]).toBeTruthy();
    const echoed = await api.get(BUSINESSES, {
      headers: { ...bearer(token), "X-Request-Id": "trace-1234567890" },
    });
    expect(echoed.headers()["x-request-id"]).toBe("trace-1234567890");
  });

  test("an API path no route serves is a JSON 404 with the request id, and API responses may not be framed", async () => {
    const api = await newApi();
    for (const path of [
      "/v1/platform/no-such-thing/",
      `${BUSINESSES}${crypto.randomUUID()}/no-such-thing/`,
    ]) {
      const response = await api.post(path, { data: {} });
      await expectError(response, 404, "not_found");
      expect(response.headers()["x-request-id"], path).toMatch(/^[0-9a-f-]{36}$/);
    }
    for (const path of [BUSINESSES, "/v1/platform/openapi.json", "/v1/platform/no-such-thing/"]) {
      const headers = (await api.get(path)).headers();
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["content-security-policy"], path).toBe("frame-ancestors 'none'");
    }
  });

  test("a method a route does not have is 405 with Allow and the error body", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const response = await api.delete(BUSINESSES, { headers: bearer(token) });
    await expectError(response, 405, "method_not_allowed");
    expect(response.headers().allow).toBe("GET, HEAD, POST, OPTIONS");
  });

  test("plain HTTP is refused with 403 https_required", async () => {
    const api = await newApi({ "X-Forwarded-Proto": "http" });
    const token = await partnerToken(await newApi(), fixtures().alpha);
    await expectError(await api.get(BUSINESSES, { headers: bearer(token) }), 403, "https_required");
    const tokenResponse = await api.post("/v1/platform/oauth2/token/", {
      form: { grant_type: "client_credentials" },
    });
    expect(tokenResponse.status()).toBe(403);
    expect((await tokenResponse.json()).error).toBe("https_required");
  });

  test("a token over its partner's rate limit gets 429 with Retry-After and X-RateLimit headers", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().limited);
    // Two windows at most can be touched, each allowing LIMITED_PARTNER_RATE requests: one more than both must fail.
    const responses = [];
    for (let i = 0; i < 2 * LIMITED_PARTNER_RATE + 1; i++)
      responses.push(await api.get(BUSINESSES, { headers: bearer(token) }));
    const first = responses[0]!;
    expect(first.status()).toBe(200);
    expect(first.headers()["x-ratelimit-limit"]).toBe(String(LIMITED_PARTNER_RATE));
    expect(Number(first.headers()["x-ratelimit-remaining"])).toBeLessThan(LIMITED_PARTNER_RATE);
    const limited = responses.find((response) => response.status() === 429);
    expect(limited).toBeDefined();
    await expectError(limited!, 429, "rate_limited");
    const retryAfter = Number(limited!.headers()["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited!.headers()["x-ratelimit-remaining"]).toBe("0");
    expect(Number(limited!.headers()["x-ratelimit-reset"])).toBeGreaterThan(Date.now() / 1000);
  });

  test("CORS preflight on a business route answers the partner's configured origin only", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const business = await createTestBusiness(api, token);
    const path = `${BUSINESSES}${business.id}/`;
    const preflight = (origin: string) =>
      api.fetch(path, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "GET",
          "Access-Control-Request-Headers": "authorization",
        },
      });
    const allowed = await preflight("https://app.alpha.test");
    expect(allowed.status()).toBe(204);
    expect(allowed.headers()["access-control-allow-origin"]).toBe("https://app.alpha.test");
    expect(allowed.headers()["access-control-allow-headers"]).toMatch(/Authorization/);
    expect(allowed.headers()["access-control-allow-methods"]).toMatch(/GET/);
    const other = await preflight("https://evil.example");
    expect(other.headers()["access-control-allow-origin"]).toBeUndefined();

    const read = await api.get(path, { headers: { ...bearer(token), Origin: "https://app.alpha.test" } });
    expect(read.headers()["access-control-allow-origin"]).toBe("https://app.alpha.test");
    const partnerLevel = await api.get(BUSINESSES, {
      headers: { ...bearer(token), Origin: "https://app.alpha.test" },
    });
    expect(partnerLevel.headers()["access-control-allow-origin"]).toBeUndefined();
  });

  test("the OpenAPI document and its reference page are served", async () => {
    const api = await newApi();
    const document = await (await api.get("/v1/platform/openapi.json")).json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/v1/platform/oauth2/token/",
        "/v1/platform/businesses/",
        "/v1/platform/businesses/{business_id}/",
      ]),
    );
    const docs = await api.get("/docs/");
    expect(docs.status()).toBe(200);
    expect(await docs.text()).toContain("/v1/platform/{business_id}/oauth2/token/");
  });
});
