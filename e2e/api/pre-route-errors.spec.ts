import { expect, test } from "@playwright/test";
import { basic, fixtures, newApi } from "../support/api";
import { rawRequest, type RawResponse } from "../support/raw-http";

/**
 * Errors raised before any route runs (server/http-guard.mjs, the route wrapper's 405, the API's catch-all), sent over
 * a real socket: every one is JSON in the documented shape with an X-Request-Id, never Next.js' plain-text 500 or
 * Node's empty 431.
 */
const BUSINESS = "00000000-0000-4000-8000-000000000001";

function expectApiError(response: RawResponse, status: number, code: string) {
  expect(response.status, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  expect(response.headers["x-request-id"]).toBeTruthy();
  const body = JSON.parse(response.body) as { error: string; error_code: string; details?: unknown };
  expect(body).toEqual({
    error: expect.any(String),
    error_code: code,
    ...(body.details ? { details: body.details } : {}),
  });
  return body;
}

function expectOauthError(response: RawResponse, status: number, code: string) {
  expect(response.status, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  expect(JSON.parse(response.body)).toEqual({ error: code, error_description: expect.any(String) });
}

test.describe("methods no route serves: 405 with Allow on every path", () => {
  const cases: [method: string, path: string, allow: string][] = [
    ["TRACE", "/v1/platform/businesses/", "GET, HEAD, POST, OPTIONS"],
    ["TRACE", `/v1/platform/businesses/${BUSINESS}/bills/`, "GET, HEAD, POST, OPTIONS"],
    ["PROPFIND", `/v1/platform/businesses/${BUSINESS}/bills/`, "GET, HEAD, POST, OPTIONS"],
    ["TRACE", `/v1/platform/businesses/${BUSINESS}/reports/balance-sheet`, "GET, HEAD, OPTIONS"],
    ["PATCH", `/v1/platform/businesses/${BUSINESS}/bills/`, "GET, HEAD, POST, OPTIONS"],
    ["DELETE", "/v1/platform/openapi.json", "GET, HEAD, OPTIONS"],
    ["TRACE", "/v1/platform/openapi.json", "GET, HEAD, OPTIONS"],
  ];
  for (const [method, path, allow] of cases) {
    test(`${method} ${path} is 405 method_not_allowed, Allow: ${allow}`, async () => {
      const response = await rawRequest(method, path);
      expectApiError(response, 405, "method_not_allowed");
      expect(response.headers.allow).toBe(allow);
    });
  }

  for (const method of ["TRACE", "GET", "PUT", "MKCOL"]) {
    for (const path of ["/v1/platform/oauth2/token/", `/v1/platform/${BUSINESS}/oauth2/token`]) {
      test(`${method} ${path} answers 405 in the OAuth shape`, async () => {
        const response = await rawRequest(method, path);
        expectOauthError(response, 405, "method_not_allowed");
        expect(response.headers.allow).toBe("POST, OPTIONS");
      });
    }
  }

  test("TRACE on an embed page is 405 with the page's methods", async () => {
    const response = await rawRequest("TRACE", "/docs/");
    expectApiError(response, 405, "method_not_allowed");
    expect(response.headers.allow).toBe("GET, HEAD");
  });

  test("TRACE on a path no route serves keeps the API's 404", async () => {
    expectApiError(await rawRequest("TRACE", "/v1/platform/no-such-thing/"), 404, "not_found");
  });

  test("CONNECT is 405 with Allow", async () => {
    const response = await rawRequest("CONNECT", "127.0.0.1:443");
    expectApiError(response, 405, "method_not_allowed");
    expect(response.headers.allow).toContain("GET");
  });

  test("a method token HTTP does not know is 501 not_implemented (RFC 9110 §15.6.2)", async () => {
    expectApiError(await rawRequest("FROB", "/v1/platform/businesses/"), 501, "not_implemented");
  });
});

test.describe("the token endpoints answer in the OAuth shape before their route runs", () => {
  test("an unknown path under oauth2 is 404 in the OAuth shape", async () => {
    const api = await newApi();
    for (const path of ["/v1/platform/oauth2/token/extra/", "/v1/platform/oauth2/authorize/"]) {
      const response = await api.post(path, { form: { grant_type: "client_credentials" } });
      expect(response.status()).toBe(404);
      expect(await response.json()).toEqual({ error: "not_found", error_description: expect.any(String) });
    }
  });

  test("GET on endpoint 1 with valid credentials is still 405 in the OAuth shape", async () => {
    const api = await newApi();
    const { alpha } = fixtures();
    const response = await api.get("/v1/platform/oauth2/token/", {
      headers: { Authorization: basic(alpha.partner_id, alpha.api_key) },
    });
    expect(response.status()).toBe(405);
    expect(response.headers().allow).toBe("POST, OPTIONS");
    expect(await response.json()).toEqual({
      error: "method_not_allowed",
      error_description: expect.any(String),
    });
  });
});

test.describe("malformed requests", () => {
  for (const path of [
    "/v1/platform/businesses/%E0%A4%A/",
    "/v1/platform/businesses/%/",
    `/v1/platform/businesses/${BUSINESS}/bills/%ZZ/`,
    "/docs/%C3%28",
  ]) {
    test(`a malformed percent-escape in ${path} is 400 JSON naming the path`, async () => {
      const body = expectApiError(await rawRequest("GET", path), 400, "validation_error");
      expect(body.details).toEqual({ path: [expect.stringMatching(/percent-escape/)] });
    });
  }

  test("a malformed percent-escape on a token endpoint path is 400 in the OAuth shape", async () => {
    expectOauthError(await rawRequest("POST", "/v1/platform/%ZZ/oauth2/token/"), 400, "invalid_request");
  });

  test("a URL over the 16 kB header limit is a JSON 431", async () => {
    const response = await rawRequest("GET", `/v1/platform/businesses/?search=${"a".repeat(20_000)}`);
    expectApiError(response, 431, "request_header_fields_too_large");
  });

  test("headers over the limit are a JSON 431 too", async () => {
    const response = await rawRequest("GET", "/v1/platform/businesses/", { "X-Padding": "b".repeat(20_000) });
    expectApiError(response, 431, "request_header_fields_too_large");
  });
});
