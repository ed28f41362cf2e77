import "server-only";
import type { Db } from "../db/client";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales";
import type { Theme } from "../schemas/embed-theme";
import { swapForBusinessToken } from "./business-token";
import type { EmbedConfig } from "./embed-config";
import { type EmbedSession, sealSession, sessionLifetimeSeconds } from "./embed-session";
import { LaunchError, redeemLaunchToken } from "./launch-token";
import { PlatformRequestError } from "./platform-request";

/**
 * Turns a launch token into a session: spends the token, swaps the partner token for a business token (which also
 * proves the partner owns the business) and seals both into the cookie value. Returns where to send the browser.
 */
export async function launchSession(
  db: Db,
  config: EmbedConfig,
  launchToken: string,
  fallbacks: { locale?: Locale; theme?: Theme } = {},
): Promise<{ cookieValue: string; expiresAt: number; location: string; session: EmbedSession }> {
  const claims = await redeemLaunchToken(db, config, launchToken);
  const actor = claims.sub ? { id: claims.sub, name: claims.name } : undefined;
  const session: EmbedSession = {
    role: claims.role,
    business_id: claims.business_id,
    // The token's own choices win; the embed script's (or the browser's) only fill gaps.
    locale: claims.locale ?? fallbacks.locale ?? DEFAULT_LOCALE,
    theme: claims.theme ?? fallbacks.theme,
    actor,
  };
  if (claims.business_id) {
    try {
      const token = await swapForBusinessToken(config, claims.business_id, claims.role, actor);
      session.token = {
        business_id: claims.business_id,
        access_token: token.accessToken,
        expires_at: token.expiresAt,
      };
    } catch (error) {
      const isRefused = error instanceof PlatformRequestError && error.status < 500;
      throw isRefused ? new LaunchError("invalid", "foreign_business") : new LaunchError("unavailable");
    }
  }
  const expiresAt = Date.now() + sessionLifetimeSeconds() * 1000;
  const location = claims.role === "support" ? "/console/" : `/embed/${claims.business_id}/`;
  return { cookieValue: await sealSession(config, session, expiresAt), expiresAt, location, session };
}
