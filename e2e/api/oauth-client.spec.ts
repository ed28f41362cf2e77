import { expect, test } from "@playwright/test";
import * as oauth from "openid-client";
import { fixtures, freshClientIp } from "../support/api";
import { TEST_BASE_URL } from "../support/test-env";

/**
 * Endpoint 1 with a maintained, certified OAuth 2 client (openid-client v6), as a partner's backend would use it. It
 * form-urlencodes the id and secret before HTTP Basic (RFC 6749 §2.3.1: `-` as %2D, `_` as %5F) and can send them in
 * the body instead (client_secret_post).
 */
const TOKEN_URL = `${TEST_BASE_URL}/v1/platform/oauth2/token/`;

function clientConfig(partnerId: string, apiKey: string, method: "basic" | "post") {
  const auth = method === "basic" ? oauth.ClientSecretBasic(apiKey) : oauth.ClientSecretPost(apiKey);
  const config = new oauth.Configuration(
    { issuer: TEST_BASE_URL, token_endpoint: TOKEN_URL },
    partnerId,
    {},
    auth,
  );
  // The test server is plain HTTP behind a (pretend) TLS-terminating proxy: the library must be let use http://, and
  // each request says what the proxy would. A fresh client address keeps the per-address token limit out of the way.
  oauth.allowInsecureRequests(config);
  const clientIp = freshClientIp();
  config[oauth.customFetch] = (url, options) =>
    fetch(url, {
      ...(options as RequestInit),
      headers: {
        ...Object.fromEntries(new Headers(options.headers)),
        "X-Forwarded-Proto": "https",
        "X-Forwarded-For": clientIp,
      },
    });
  return config;
}

/** The status and RFC 6749 error body of a refused grant, whichever of the library's errors carried it. */
async function refusal(grant: Promise<unknown>) {
  const error = (await grant.then(
    () => {
      throw new Error("the grant should be refused");
    },
    (caught: unknown) => caught,
  )) as { status?: number; error?: string; response?: Response };
  if (error instanceof oauth.ResponseBodyError)
    return { status: error.status, error: error.error, response: error.response };
  // A 401 with WWW-Authenticate surfaces as the challenge; its response still holds the body.
  expect(error).toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
  const body = (await error.response!.json()) as { error: string };
  return { status: error.status, error: body.error, response: error.response! };
}

test.describe("endpoint 1 with openid-client (client credentials grant)", () => {
  for (const method of ["basic", "post"] as const) {
    test(`client_secret_${method}: a partner token, usable at once`, async () => {
      const { alpha } = fixtures();
      const tokens = await oauth.clientCredentialsGrant(
        clientConfig(alpha.partner_id, alpha.api_key, method),
      );
      expect(tokens.token_type.toLowerCase()).toBe("bearer");
      expect(tokens.expires_in).toBe(3600);
      const businesses = await fetch(`${TEST_BASE_URL}/v1/platform/businesses/`, {
        headers: { Authorization: `Bearer ${tokens.access_token}`, "X-Forwarded-Proto": "https" },
      });
      expect(businesses.status).toBe(200);
    });

    test(`client_secret_${method}: a wrong secret is 401 invalid_client`, async () => {
      const { alpha } = fixtures();
      const config = clientConfig(alpha.partner_id, `${alpha.api_key}-wrong`, method);
      const { status, error, response } = await refusal(oauth.clientCredentialsGrant(config));
      expect(status).toBe(401);
      expect(error).toBe("invalid_client");
      // RFC 6749 §5.2: the Basic challenge answers a client that tried HTTP Basic, not one that used the body.
      expect(Boolean(response.headers.get("www-authenticate"))).toBe(method === "basic");
      expect(response.headers.get("cache-control")).toBe("no-store");
    });
  }
});
