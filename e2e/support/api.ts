import fs from "node:fs";
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
} from "@playwright/test";
import { SignJWT } from "jose";
import { FIXTURES_FILE, TEST_BASE_URL, TEST_SIGNING_SECRET } from "./test-env";

export interface PartnerCredentials {
  partner_id: string;
  api_key: string;
}

export interface Fixtures {
  database: "pglite" | "postgres";
  alpha: PartnerCredentials;
  beta: PartnerCredentials;
  pager: PartnerCredentials;
  limited: PartnerCredentials;
  /** Rate-limited like `limited`; used only by the two-instance test. */
  instances: PartnerCredentials;
  tokenLimited: PartnerCredentials;
  rotating: PartnerCredentials & { second_key: string; revoked_key: string };
  embedder: PartnerCredentials;
  /** The OpenAPI fuzzing suite's partners (e2e/api/fuzz); `fuzzSolo` never gets a business. */
  fuzz: PartnerCredentials;
  fuzzSolo: PartnerCredentials;
  /** The partner whose own settings the suite's valid `PATCH /partner/` requests change. */
  fuzzSettings: PartnerCredentials;
  /** The demo data set's first business (Nordic Bakery AB), owned by `embedder`. */
  demo_business_id: string;
}

export const fixtures = (): Fixtures => JSON.parse(fs.readFileSync(FIXTURES_FILE, "utf8")) as Fixtures;

let ipCounter = 0;
/** A distinct client address per context, so the token endpoint's per-address limit only bites where a test wants it. */
export const freshClientIp = () => `198.51.${(process.pid % 200) + 1}.${(ipCounter++ % 250) + 1}`;

export async function newApi(headers: Record<string, string> = {}): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: TEST_BASE_URL,
    extraHTTPHeaders: { "X-Forwarded-Proto": "https", "X-Forwarded-For": freshClientIp(), ...headers },
  });
}

export const basic = (id: string, key: string) => `Basic ${Buffer.from(`${id}:${key}`).toString("base64")}`;
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const partnerTokens = new Map<string, Promise<string>>();

/** A partner token, fetched once per key and worker: the token endpoint's own rate limit is deliberately low. */
export function partnerToken(api: APIRequestContext, credentials: PartnerCredentials): Promise<string> {
  const cacheKey = `${credentials.partner_id}:${credentials.api_key}`;
  let token = partnerTokens.get(cacheKey);
  if (!token) {
    token = requestPartnerToken(api, credentials);
    partnerTokens.set(cacheKey, token);
    token.catch(() => partnerTokens.delete(cacheKey));
  }
  return token;
}

async function requestPartnerToken(api: APIRequestContext, credentials: PartnerCredentials): Promise<string> {
  const response = await api.post("/v1/platform/oauth2/token/", {
    headers: { Authorization: basic(credentials.partner_id, credentials.api_key) },
    form: { grant_type: "client_credentials" },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function businessToken(
  api: APIRequestContext,
  partnerAccessToken: string,
  businessId: string,
  scope?: string,
): Promise<string> {
  const response = await api.post(`/v1/platform/${businessId}/oauth2/token/`, {
    headers: bearer(partnerAccessToken),
    ...(scope ? { form: { scope } } : {}),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

let businessCounter = 0;
export async function createTestBusiness(
  api: APIRequestContext,
  partnerAccessToken: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; name: string }> {
  const response = await api.post("/v1/platform/businesses/", {
    headers: bearer(partnerAccessToken),
    data: {
      name: `Test business ${process.pid}-${++businessCounter}`,
      country: "SE",
      base_currency: "SEK",
      timezone: "Europe/Stockholm",
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

/** A token signed with the server's own secret, with whatever claims and lifetime a test needs. */
export async function forgeToken(
  claims: Record<string, unknown>,
  options: { expiresInSeconds?: number; issuer?: string; secret?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(options.issuer ?? "ledgerkit-platform")
    .setSubject(String(claims.partner_id))
    .setIssuedAt(now - 10)
    .setExpirationTime(now + (options.expiresInSeconds ?? 3600))
    .setJti(crypto.randomUUID())
    .sign(new TextEncoder().encode(options.secret ?? TEST_SIGNING_SECRET));
}

export async function expectError(
  response: APIResponse,
  status: number,
  errorCode: string,
): Promise<{ error: string; error_code: string; details?: Record<string, string[]> }> {
  const body = (await response.json()) as {
    error: string;
    error_code: string;
    details?: Record<string, string[]>;
  };
  expect(response.status(), JSON.stringify(body)).toBe(status);
  expect(body.error_code).toBe(errorCode);
  expect(typeof body.error).toBe("string");
  expect(response.headers()["x-request-id"]).toBeTruthy();
  return body;
}
