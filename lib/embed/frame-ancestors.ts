import "server-only";
import { embedConfig } from "./embed-config";
import { forgetPartnerToken, partnerToken } from "./partner-token";
import { PlatformRequestError, platformRequest } from "./platform-request";

const CACHE_MS = 60_000;
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;
let cached: { value: string; until: number } | undefined;

/**
 * The CSP `frame-ancestors` sources for embed pages: the partner's `allowed_origins` from the API (partner profile),
 * refreshed every minute. If they cannot be read the embed may only be framed by itself: failing closed.
 */
export async function embedFrameAncestors(): Promise<string> {
  if (cached && Date.now() < cached.until) return cached.value;
  let origins: string[] = [];
  try {
    const config = embedConfig();
    const read = async () =>
      platformRequest<{ allowed_origins: string[] }>(config, "/v1/platform/partner/", {
        headers: { Authorization: `Bearer ${await partnerToken(config)}` },
      });
    const profile = await read().catch(async (error) => {
      if (!(error instanceof PlatformRequestError) || error.status !== 401) throw error;
      forgetPartnerToken();
      return read();
    });
    origins = profile.allowed_origins.filter((origin) => ORIGIN.test(origin));
  } catch (error) {
    console.error("embed: could not read the partner's allowed origins; framing only by this app", error);
    cached = { value: "'self'", until: Date.now() + 5_000 };
    return cached.value;
  }
  cached = { value: ["'self'", ...origins].join(" "), until: Date.now() + CACHE_MS };
  return cached.value;
}
