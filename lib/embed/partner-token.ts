import "server-only";
import type { EmbedConfig } from "./embed-config";
import { platformRequest } from "./platform-request";

interface TokenResponse {
  access_token: string;
  expires_in: number;
}

/** Renew this long before the API says the token expires, so a token handed out is never about to lapse. */
const RENEW_MARGIN_MS = 120_000;

let cached: { token: string; renewAt: number; partnerId: string } | undefined;
let pending: Promise<string> | undefined;

/** The partner token, from endpoint 1, kept in this process until shortly before it expires. */
export async function partnerToken(config: EmbedConfig): Promise<string> {
  if (cached && cached.partnerId === config.partnerId && Date.now() < cached.renewAt) return cached.token;
  // Concurrent launches share one token request instead of each spending the partner's token rate limit.
  pending ??= requestPartnerToken(config).finally(() => {
    pending = undefined;
  });
  return pending;
}

async function requestPartnerToken(config: EmbedConfig): Promise<string> {
  const basic = Buffer.from(`${config.partnerId}:${config.partnerApiKey}`).toString("base64");
  const issued = await platformRequest<TokenResponse>(config, "/v1/platform/oauth2/token/", {
    method: "POST",
    headers: { Authorization: `Basic ${basic}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials",
  });
  cached = {
    token: issued.access_token,
    renewAt: Date.now() + issued.expires_in * 1000 - RENEW_MARGIN_MS,
    partnerId: config.partnerId,
  };
  return issued.access_token;
}

/** After the API refused the cached token (key rotated, secret changed), the next call asks for a new one. */
export function forgetPartnerToken(): void {
  cached = undefined;
}
