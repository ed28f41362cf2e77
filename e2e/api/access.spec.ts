import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  bearer,
  businessToken,
  createTestBusiness,
  expectError,
  fixtures,
  forgeToken,
  newApi,
  partnerToken,
} from "../support/api";

/**
 * decisions.md §2 for every route the API has: the list comes from the OpenAPI document, so a new route is covered
 * by these tests the moment it is documented (and a route missing from the document fails the unit test).
 */
interface Operation {
  method: string;
  path: string;
  security: Record<string, string[]>[];
}

async function operations(api: APIRequestContext): Promise<Operation[]> {
  const document = await (await api.get("/v1/platform/openapi.json")).json();
  return Object.entries(
    document.paths as Record<string, Record<string, { security: Operation["security"] }>>,
  ).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      security: operation.security,
    })),
  );
}

const isOAuthRoute = (operation: Operation) => operation.path.endsWith("/oauth2/token/");
const accepts = (operation: Operation, scheme: string) => operation.security.some((s) => scheme in s);
const urlFor = (path: string, businessId: string) =>
  path.replace("{business_id}", businessId).replace(/\{[a-z_]+\}/g, () => crypto.randomUUID());

function call(api: APIRequestContext, operation: Operation, url: string, headers: Record<string, string>) {
  return api.fetch(url, {
    method: operation.method,
    headers,
    ...(operation.method === "GET" ? {} : { data: {} }),
  });
}

test.describe("access rules on every route", () => {
  let api: APIRequestContext;
  let ops: Operation[];
  let alphaToken: string;
  let businessId: string;
  let otherBusinessId: string;

  test.beforeAll(async () => {
    api = await newApi();
    ops = await operations(api);
    alphaToken = await partnerToken(api, fixtures().alpha);
    businessId = (await createTestBusiness(api, alphaToken)).id;
    otherBusinessId = (await createTestBusiness(api, alphaToken)).id;
  });

  test("the OpenAPI document lists the bearer routes", () => {
    expect(ops.filter((op) => accepts(op, "partnerToken")).length).toBeGreaterThanOrEqual(4);
  });

  test("a missing, malformed, tampered, alg:none, foreign-key, wrong-issuer or expired token is 401", async () => {
    // Ten bad tokens against every bearer route, one request at a time: far more requests than any other test.
    test.slow();
    const { alpha } = fixtures();
    const claims = { partner_id: alpha.partner_id };
    const valid = await forgeToken(claims);
    const [header, payload] = valid.split(".");
    const noneHeader = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const cases: [string, Record<string, string>, string][] = [
      ["missing", {}, "invalid_token"],
      ["not a bearer", { Authorization: `Basic ${btoa("a:b")}` }, "invalid_token"],
      ["garbage", bearer("not-a-jwt"), "invalid_token"],
      [
        "tampered payload",
        bearer(
          `${header}.${Buffer.from(JSON.stringify({ ...claims, partner_id: crypto.randomUUID() })).toString("base64url")}.${valid.split(".")[2]}`,
        ),
        "invalid_token",
      ],
      ["tampered signature", bearer(`${header}.${payload}.${"A".repeat(43)}`), "invalid_token"],
      ["alg none", bearer(`${noneHeader}.${payload}.`), "invalid_token"],
      [
        "signed with another key",
        bearer(await forgeToken(claims, { secret: "another-secret-another-secret-another-secret" })),
        "invalid_token",
      ],
      ["wrong issuer", bearer(await forgeToken(claims, { issuer: "someone-else" })), "invalid_token"],
      ["expired", bearer(await forgeToken(claims, { expiresInSeconds: -60 })), "token_expired"],
      [
        "business id without scope",
        bearer(await forgeToken({ ...claims, business_id: businessId })),
        "invalid_token",
      ],
    ];
    for (const operation of ops.filter((op) => accepts(op, "partnerToken"))) {
      for (const [name, headers, code] of cases) {
        const response = await call(api, operation, urlFor(operation.path, businessId), headers);
        const label = `${operation.method} ${operation.path} with a ${name} token`;
        const body = await response.json();
        expect(response.status(), label).toBe(401);
        // The token endpoint answers in RFC 6749/6750 shape, where an expired token is also invalid_token.
        if (isOAuthRoute(operation)) expect(body.error, label).toBe("invalid_token");
        else expect(body.error_code, label).toBe(code);
        expect(
          response.headers()["www-authenticate"],
          `${operation.method} ${operation.path} ${name}`,
        ).toMatch(/^Bearer/);
      }
    }
  });

  test("another partner's token gets the same 404 for an existing business as for a missing one", async () => {
    const betaToken = await partnerToken(api, fixtures().beta);
    for (const operation of ops.filter((op) => accepts(op, "businessToken"))) {
      const existing = await call(api, operation, urlFor(operation.path, businessId), bearer(betaToken));
      const missing = await call(
        api,
        operation,
        urlFor(operation.path, crypto.randomUUID()),
        bearer(betaToken),
      );
      const label = `${operation.method} ${operation.path}`;
      expect(existing.status(), label).toBe(404);
      expect(missing.status(), label).toBe(404);
      expect(await existing.json(), label).toEqual(await missing.json());
    }
  });

  test("another business's token is 403, the same whether the business exists or not", async () => {
    const otherToken = await businessToken(api, alphaToken, otherBusinessId);
    for (const operation of ops.filter((op) => accepts(op, "businessToken"))) {
      const existing = await call(api, operation, urlFor(operation.path, businessId), bearer(otherToken));
      const missing = await call(
        api,
        operation,
        urlFor(operation.path, crypto.randomUUID()),
        bearer(otherToken),
      );
      const label = `${operation.method} ${operation.path}`;
      await expectError(existing, 403, "forbidden");
      expect(await existing.json(), label).toEqual(await missing.json());
    }
  });

  test("a business token is refused by partner-level routes with 403", async () => {
    const token = await businessToken(api, alphaToken, businessId);
    const partnerOnly = ops.filter((op) => accepts(op, "partnerToken") && !accepts(op, "businessToken"));
    expect(partnerOnly.length).toBeGreaterThan(0);
    for (const operation of partnerOnly) {
      const response = await call(api, operation, urlFor(operation.path, businessId), bearer(token));
      expect(response.status(), `${operation.method} ${operation.path}`).toBe(403);
    }
  });

  test("a read-only business token may read but every write route refuses it with 403", async () => {
    const token = await businessToken(api, alphaToken, businessId, "business_read");
    for (const operation of ops.filter((op) => accepts(op, "businessToken"))) {
      const response = await call(api, operation, urlFor(operation.path, businessId), bearer(token));
      const label = `${operation.method} ${operation.path}`;
      if (operation.method === "GET") expect(response.status(), label).not.toBe(403);
      else expect((await expectError(response, 403, "forbidden")).error, label).toMatch(/read-only/);
    }
  });

  test("the owning partner's token and the business's own token both reach the business", async () => {
    const own = await businessToken(api, alphaToken, businessId);
    for (const headers of [bearer(alphaToken), bearer(own)]) {
      const response = await api.get(`/v1/platform/businesses/${businessId}/`, { headers });
      expect(response.status()).toBe(200);
      expect((await response.json()).id).toBe(businessId);
    }
  });
});
