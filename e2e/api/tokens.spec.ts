import { expect, test } from "@playwright/test";
import { decodeJwt } from "jose";
import {
  basic,
  bearer,
  businessToken,
  createTestBusiness,
  fixtures,
  forgeToken,
  newApi,
  partnerToken,
} from "../support/api";
import { TEST_TOKEN_LIMIT_PER_IP, TEST_TOKEN_LIMIT_PER_PARTNER } from "../support/test-env";

const TOKEN_PATH = "/v1/platform/oauth2/token/";

test.describe("POST /oauth2/token/ (endpoint 1)", () => {
  test("client credentials give a one-hour partner JWT with the documented claims", async () => {
    const api = await newApi();
    const { alpha } = fixtures();
    const response = await api.post(TOKEN_PATH, {
      headers: { Authorization: basic(alpha.partner_id, alpha.api_key) },
      form: { grant_type: "client_credentials" },
    });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ access_token: expect.any(String), token_type: "Bearer", expires_in: 3600 });
    expect(response.headers()["cache-control"]).toBe("no-store");
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({
      iss: "ledgerkit-platform",
      sub: alpha.partner_id,
      partner_id: alpha.partner_id,
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.jti).toEqual(expect.any(String));
    expect(claims.business_id).toBeUndefined();
  });

  test("the path without its trailing slash is served too, not redirected", async () => {
    const api = await newApi();
    const { alpha } = fixtures();
    const response = await api.post("/v1/platform/oauth2/token", {
      headers: { Authorization: basic(alpha.partner_id, alpha.api_key) },
      form: { grant_type: "client_credentials" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
  });

  const badCredentials: [string, (f: ReturnType<typeof fixtures>) => string | undefined][] = [
    ["a wrong API key", (f) => basic(f.alpha.partner_id, "lk_wrong")],
    ["another partner's key", (f) => basic(f.alpha.partner_id, f.beta.api_key)],
    ["an unknown partner id", (f) => basic("00000000-0000-4000-8000-000000000000", f.alpha.api_key)],
    ["a partner id that is no UUID", (f) => basic("acme", f.alpha.api_key)],
    ["a revoked key", (f) => basic(f.rotating.partner_id, f.rotating.revoked_key)],
    ["no colon in the credentials", () => `Basic ${Buffer.from("nocolon").toString("base64")}`],
    ["a bearer header", () => "Bearer abc"],
    ["no Authorization header", () => undefined],
  ];
  for (const [name, header] of badCredentials) {
    test(`${name} is 401 invalid_client with a Basic challenge (RFC 6749 §5.2)`, async () => {
      const api = await newApi();
      const authorization = header(fixtures());
      const response = await api.post(TOKEN_PATH, {
        headers: authorization ? { Authorization: authorization } : {},
        form: { grant_type: "client_credentials" },
      });
      expect(response.status()).toBe(401);
      expect(await response.json()).toEqual({
        error: "invalid_client",
        error_description: expect.any(String),
      });
      expect(response.headers()["www-authenticate"]).toMatch(/^Basic/);
    });
  }

  test("a rotated partner's older and newer active keys both work", async () => {
    const api = await newApi();
    const { rotating } = fixtures();
    await partnerToken(api, rotating);
    await partnerToken(api, { partner_id: rotating.partner_id, api_key: rotating.second_key });
  });

  test("a missing grant_type is invalid_request, another one unsupported_grant_type", async () => {
    const api = await newApi();
    const { alpha } = fixtures();
    const headers = { Authorization: basic(alpha.partner_id, alpha.api_key) };
    const missing = await api.post(TOKEN_PATH, { headers, form: {} });
    expect(missing.status()).toBe(400);
    expect((await missing.json()).error).toBe("invalid_request");
    const password = await api.post(TOKEN_PATH, { headers, form: { grant_type: "password" } });
    expect(password.status()).toBe(400);
    expect(await password.json()).toEqual({
      error: "unsupported_grant_type",
      error_description: expect.any(String),
    });
  });

  test("never answers a browser origin with CORS headers", async () => {
    const api = await newApi({ Origin: "https://app.alpha.test" });
    const { alpha } = fixtures();
    const response = await api.post(TOKEN_PATH, {
      headers: { Authorization: basic(alpha.partner_id, alpha.api_key) },
      form: { grant_type: "client_credentials" },
    });
    expect(response.headers()["access-control-allow-origin"]).toBeUndefined();
    const preflight = await api.fetch(TOKEN_PATH, { method: "OPTIONS" });
    expect(preflight.headers()["access-control-allow-origin"]).toBeUndefined();
  });

  test("has a per-partner limit against guessing: 429 with Retry-After once it is spent", async () => {
    const { tokenLimited } = fixtures();
    const statuses: number[] = [];
    for (let i = 0; i < TEST_TOKEN_LIMIT_PER_PARTNER + 1; i++) {
      const api = await newApi(); // a new address each time: only the partner limit applies
      const response = await api.post(TOKEN_PATH, {
        headers: { Authorization: basic(tokenLimited.partner_id, "lk_guess") },
        form: { grant_type: "client_credentials" },
      });
      statuses.push(response.status());
      if (response.status() === 429) {
        expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
        expect((await response.json()).error).toBe("rate_limited");
      }
    }
    expect(statuses.slice(0, TEST_TOKEN_LIMIT_PER_PARTNER).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  test("has a per-address limit across partner ids", async () => {
    const api = await newApi({ "X-Forwarded-For": "203.0.113.77" });
    let last = 0;
    for (let i = 0; i < TEST_TOKEN_LIMIT_PER_IP + 1; i++) {
      const response = await api.post(TOKEN_PATH, {
        headers: { Authorization: basic(crypto.randomUUID(), "lk_guess") },
        form: { grant_type: "client_credentials" },
      });
      last = response.status();
    }
    expect(last).toBe(429);
  });
});

test.describe("POST /{business_id}/oauth2/token/ (endpoint 2)", () => {
  test("a partner token gets a business token with scope business_access", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const business = await createTestBusiness(api, token);
    const response = await api.post(`/v1/platform/${business.id}/oauth2/token/`, { headers: bearer(token) });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: "Bearer",
      expires_in: 3600,
      scope: "business_access",
    });
    expect(decodeJwt(body.access_token)).toMatchObject({
      business_id: business.id,
      partner_id: fixtures().alpha.partner_id,
      scope: "business_access",
    });
  });

  test("scope=business_read gives a read-only token, by form or JSON", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const business = await createTestBusiness(api, token);
    const viaForm = decodeJwt(await businessToken(api, token, business.id, "business_read"));
    expect(viaForm.scope).toBe("business_read");
    const viaJson = await api.post(`/v1/platform/${business.id}/oauth2/token/`, {
      headers: bearer(token),
      data: { scope: "business_read" },
    });
    expect((await viaJson.json()).scope).toBe("business_read");
  });

  test("an unknown scope is 400 invalid_scope", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const business = await createTestBusiness(api, token);
    const response = await api.post(`/v1/platform/${business.id}/oauth2/token/`, {
      headers: bearer(token),
      form: { scope: "admin" },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).error).toBe("invalid_scope");
  });

  test("another partner's business and a business that does not exist get the same 404", async () => {
    const api = await newApi();
    const alphaToken = await partnerToken(api, fixtures().alpha);
    const betaToken = await partnerToken(api, fixtures().beta);
    const betaBusiness = await createTestBusiness(api, betaToken);
    const foreign = await api.post(`/v1/platform/${betaBusiness.id}/oauth2/token/`, {
      headers: bearer(alphaToken),
    });
    const missing = await api.post(`/v1/platform/${crypto.randomUUID()}/oauth2/token/`, {
      headers: bearer(alphaToken),
    });
    expect(foreign.status()).toBe(404);
    expect(missing.status()).toBe(404);
    expect(await foreign.json()).toEqual(await missing.json());
  });

  test("a business token cannot obtain tokens (403), a missing token is 401", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const business = await createTestBusiness(api, token);
    const scoped = await businessToken(api, token, business.id);
    const response = await api.post(`/v1/platform/${business.id}/oauth2/token/`, { headers: bearer(scoped) });
    expect(response.status()).toBe(403);
    expect((await response.json()).error).toBe("forbidden");
    const anonymous = await api.post(`/v1/platform/${business.id}/oauth2/token/`);
    expect(anonymous.status()).toBe(401);
    expect((await anonymous.json()).error).toBe("invalid_token");
    expect(anonymous.headers()["www-authenticate"]).toMatch(/^Bearer/);
  });
});

test.describe("endpoint 2 with an actor (the person a business token acts for)", () => {
  const tokenPath = (businessId: string) => `/v1/platform/${businessId}/oauth2/token/`;

  test("actor_id and actor_name become the token's act claim, by form or JSON", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const business = await createTestBusiness(api, token);
    const viaForm = await api.post(tokenPath(business.id), {
      headers: bearer(token),
      form: { actor_id: "user-42", actor_name: "Ada Lovelace", scope: "business_read" },
    });
    expect(viaForm.status()).toBe(200);
    expect(decodeJwt((await viaForm.json()).access_token)).toMatchObject({
      business_id: business.id,
      scope: "business_read",
      act: { sub: "user-42", name: "Ada Lovelace" },
    });
    const viaJson = await api.post(tokenPath(business.id), {
      headers: bearer(token),
      data: { actor_id: "user-43" },
    });
    expect(viaJson.status()).toBe(200);
    expect(decodeJwt((await viaJson.json()).access_token).act).toEqual({ sub: "user-43" });
    const plain = decodeJwt(await businessToken(api, token, business.id));
    expect(plain.act).toBeUndefined();
  });

  test("a token with an actor works on business routes like any other", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const business = await createTestBusiness(api, token);
    const response = await api.post(tokenPath(business.id), {
      headers: bearer(token),
      form: { actor_id: "user-42" },
    });
    const scoped = (await response.json()).access_token;
    const read = await api.get(`/v1/platform/businesses/${business.id}/`, { headers: bearer(scoped) });
    expect(read.status()).toBe(200);
  });

  const badActors: [string, Record<string, string>, string][] = [
    ["an empty actor_id", { actor_id: "" }, "actor_id"],
    ["a blank actor_id", { actor_id: "   " }, "actor_id"],
    ["an actor_id over 200 characters", { actor_id: "u".repeat(201) }, "actor_id"],
    ["an actor_id with a line break", { actor_id: "user\n42" }, "actor_id"],
    ["an actor_name over 200 characters", { actor_id: "user-42", actor_name: "n".repeat(201) }, "actor_name"],
    ["an actor_name without actor_id", { actor_name: "Ada Lovelace" }, "actor_name"],
  ];
  for (const [name, form, field] of badActors) {
    test(`${name} is 400 invalid_request naming ${field}`, async () => {
      const api = await newApi();
      const token = await partnerToken(api, fixtures().alpha);
      const business = await createTestBusiness(api, token);
      const response = await api.post(tokenPath(business.id), { headers: bearer(token), form });
      expect(response.status()).toBe(400);
      expect(await response.json()).toEqual({
        error: "invalid_request",
        error_description: expect.stringContaining(`${field}:`),
      });
    });
  }

  test("200 characters of actor_id and actor_name are accepted", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const business = await createTestBusiness(api, token);
    const response = await api.post(tokenPath(business.id), {
      headers: bearer(token),
      form: { actor_id: "u".repeat(200), actor_name: "n".repeat(200) },
    });
    expect(response.status()).toBe(200);
    expect(decodeJwt((await response.json()).access_token).act).toEqual({
      sub: "u".repeat(200),
      name: "n".repeat(200),
    });
  });

  test("a partner token carrying an act claim is refused: only business tokens act for a person", async () => {
    const api = await newApi();
    const { alpha } = fixtures();
    const forged = await forgeToken({ partner_id: alpha.partner_id, act: { sub: "user-42" } });
    const response = await api.get("/v1/platform/businesses/", { headers: bearer(forged) });
    expect(response.status()).toBe(401);
    expect((await response.json()).error_code).toBe("invalid_token");
  });
});
