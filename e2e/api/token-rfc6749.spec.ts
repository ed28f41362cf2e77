import { expect, test, type APIResponse } from "@playwright/test";
import { bearer, createTestBusiness, fixtures, newApi, partnerToken } from "../support/api";

/** Endpoint 1 as RFC 6749 has it, and both token endpoints' refusal of what must never be stored or coerced. */
const TOKEN_PATH = "/v1/platform/oauth2/token/";

const formEncoded = (value: string) =>
  encodeURIComponent(value).replace(/[-_.!~*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const basicOf = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

async function expectOauthError(response: APIResponse, status: number, error: string) {
  const body = await response.json();
  expect(response.status(), JSON.stringify(body)).toBe(status);
  expect(body).toEqual({ error, error_description: expect.any(String) });
  expect(response.headers()["cache-control"]).toBe("no-store");
  return body as { error: string; error_description: string };
}

test.describe("endpoint 1 (RFC 6749 §2.3.1, §4.4, §5)", () => {
  test("Basic credentials form-urlencoded before Base64 (- as %2D, _ as %5F) are accepted", async () => {
    const api = await newApi();
    const { alpha } = fixtures();
    expect(alpha.api_key).toContain("_"); // so the encoded key really differs from the raw one
    const response = await api.post(TOKEN_PATH, {
      headers: { Authorization: basicOf(formEncoded(alpha.partner_id), formEncoded(alpha.api_key)) },
      form: { grant_type: "client_credentials" },
    });
    expect(response.status(), await response.text()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(response.headers()["pragma"]).toBe("no-cache");
  });

  test("client_secret_post: client_id and client_secret in the form", async () => {
    const api = await newApi();
    const { alpha } = fixtures();
    const response = await api.post(TOKEN_PATH, {
      form: { grant_type: "client_credentials", client_id: alpha.partner_id, client_secret: alpha.api_key },
    });
    expect(response.status(), await response.text()).toBe(200);
    expect(await response.json()).toEqual({
      access_token: expect.any(String),
      token_type: "Bearer",
      expires_in: 3600,
    });
  });

  const refusals: [
    string,
    (f: ReturnType<typeof fixtures>) => { headers?: Record<string, string>; form: Record<string, string> },
    number,
    string,
    boolean,
  ][] = [
    [
      "Basic and client_secret together",
      (f) => ({
        headers: { Authorization: basicOf(f.alpha.partner_id, f.alpha.api_key) },
        form: { grant_type: "client_credentials", client_secret: f.alpha.api_key },
      }),
      400,
      "invalid_request",
      false,
    ],
    [
      "a wrong client_secret in the form (no challenge: the client did not use Basic)",
      (f) => ({
        form: { grant_type: "client_credentials", client_id: f.alpha.partner_id, client_secret: "lk_wrong" },
      }),
      401,
      "invalid_client",
      false,
    ],
    [
      "client_id without client_secret",
      (f) => ({ form: { grant_type: "client_credentials", client_id: f.alpha.partner_id } }),
      401,
      "invalid_client",
      false,
    ],
    [
      "a NUL in the Basic partner id",
      (f) => ({
        headers: { Authorization: basicOf(`${f.alpha.partner_id}\u0000`, f.alpha.api_key) },
        form: { grant_type: "client_credentials" },
      }),
      400,
      "invalid_request",
      false,
    ],
    [
      "no grant_type",
      (f) => ({ headers: { Authorization: basicOf(f.alpha.partner_id, f.alpha.api_key) }, form: {} }),
      400,
      "invalid_request",
      false,
    ],
    [
      "a wrong secret with Basic (the challenge names Basic)",
      (f) => ({
        headers: { Authorization: basicOf(f.alpha.partner_id, "lk_wrong") },
        form: { grant_type: "client_credentials" },
      }),
      401,
      "invalid_client",
      true,
    ],
  ];
  for (const [name, request, status, error, hasChallenge] of refusals) {
    test(`${name}: ${status} ${error}`, async () => {
      const api = await newApi();
      const { headers, form } = request(fixtures());
      const response = await api.post(TOKEN_PATH, { headers: headers ?? {}, form });
      await expectOauthError(response, status, error);
      expect(Boolean(response.headers()["www-authenticate"])).toBe(hasChallenge);
    });
  }

  test("the OpenAPI document marks grant_type required and the form body required", async () => {
    const api = await newApi();
    const document = await (await api.get("/v1/platform/openapi.json")).json();
    const body = document.paths[TOKEN_PATH].post.requestBody;
    expect(body.required).toBe(true);
    expect(body.content["application/x-www-form-urlencoded"].schema.required).toEqual(["grant_type"]);
  });
});

test.describe("the token endpoints store nothing and coerce nothing", () => {
  test("endpoint 1 ignores Idempotency-Key: the same key gives a new token, never a replay", async () => {
    const api = await newApi();
    const { alpha } = fixtures();
    const request = () =>
      api.post(TOKEN_PATH, {
        headers: { Authorization: basicOf(alpha.partner_id, alpha.api_key), "Idempotency-Key": "same-key-1" },
        form: { grant_type: "client_credentials" },
      });
    const first = await request();
    const second = await request();
    expect(first.status()).toBe(200);
    expect(second.status()).toBe(200);
    expect(second.headers()["idempotent-replayed"]).toBeUndefined();
    expect((await second.json()).access_token).not.toBe((await first.json()).access_token);
  });

  test("endpoint 2 ignores Idempotency-Key too", async () => {
    const api = await newApi();
    const token = await partnerToken(api, fixtures().alpha);
    const business = await createTestBusiness(api, token);
    const headers = { ...bearer(token), "Idempotency-Key": "same-key-2" };
    const path = `/v1/platform/${business.id}/oauth2/token/`;
    const first = await api.post(path, { headers });
    const second = await api.post(path, { headers });
    expect(second.headers()["idempotent-replayed"]).toBeUndefined();
    expect((await second.json()).access_token).not.toBe((await first.json()).access_token);
  });

  const wrongTypes: [string, Record<string, unknown>, string][] = [
    ["an object actor_id", { actor_id: { x: 1 } }, "actor_id"],
    ["a number actor_id", { actor_id: 42 }, "actor_id"],
    ["an array scope", { scope: ["business_read"] }, "scope"],
    ["an object actor_name", { actor_id: "u-1", actor_name: { first: "Ada" } }, "actor_name"],
  ];
  for (const [name, data, field] of wrongTypes) {
    test(`endpoint 2 refuses ${name} in JSON with 400 invalid_request naming ${field}`, async () => {
      const api = await newApi();
      const token = await partnerToken(api, fixtures().alpha);
      const business = await createTestBusiness(api, token);
      const response = await api.post(`/v1/platform/${business.id}/oauth2/token/`, {
        headers: bearer(token),
        data,
      });
      const body = await expectOauthError(response, 400, "invalid_request");
      expect(body.error_description).toContain(`${field}:`);
    });
  }
});
