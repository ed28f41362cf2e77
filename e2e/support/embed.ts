import type { APIRequestContext, FrameLocator, Page } from "@playwright/test";
import { SignJWT } from "jose";
import { businessToken, createTestBusiness, fixtures, newApi, partnerToken } from "./api";
import { HOST_ORIGIN, TEST_BASE_URL, TEST_EMBED_LAUNCH_SECRET } from "./test-env";

export interface LaunchClaims {
  role: "editor" | "viewer" | "support";
  business_id?: string;
  locale?: string;
  theme?: Record<string, unknown>;
  sub?: string;
  name?: string;
}

/** A launch token as a partner's backend signs it (README: Embedding), with knobs for the failure tests. */
export async function signLaunchToken(
  claims: LaunchClaims,
  options: { lifetimeSeconds?: number; issuedSecondsAgo?: number; secret?: string; issuer?: string } = {},
): Promise<string> {
  const issuedAt = Math.floor(Date.now() / 1000) - (options.issuedSecondsAgo ?? 0);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(options.issuer ?? fixtures().embedder.partner_id)
    .setAudience("ledgerkit-embed")
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.lifetimeSeconds ?? 120))
    .setJti(crypto.randomUUID())
    .sign(new TextEncoder().encode(options.secret ?? TEST_EMBED_LAUNCH_SECRET));
}

export const launchUrl = (token: string) =>
  `${TEST_BASE_URL}/embed/launch/?token=${encodeURIComponent(token)}`;

/** Opens the partner's host page (another site) with the launch URL in its iframe; returns the iframe. */
export async function openInHostPage(page: Page, token: string, width = 1024): Promise<FrameLocator> {
  await page.goto(`${HOST_ORIGIN}/?width=${width}&src=${encodeURIComponent(launchUrl(token))}`);
  return page.frameLocator("#accounting");
}

/** A business of the embedding partner, with an API context and tokens to arrange and check data through the API. */
export async function embedBusiness(overrides: Record<string, unknown> = {}): Promise<{
  api: APIRequestContext;
  businessId: string;
  partnerAccessToken: string;
  businessAccessToken: string;
}> {
  const api = await newApi();
  const partnerAccessToken = await partnerToken(api, fixtures().embedder);
  const business = await createTestBusiness(api, partnerAccessToken, overrides);
  const businessAccessToken = await businessToken(api, partnerAccessToken, business.id);
  return { api, businessId: business.id, partnerAccessToken, businessAccessToken };
}
