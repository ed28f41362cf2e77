import "server-only";
import type { Db } from "../db/client";
import { authenticatePartnerKey, getPartner } from "../auth/partners";
import { bearerToken, type BusinessScope, type TokenActor, verifyAccessToken } from "../auth/tokens";
import { TtlCache } from "../cache/ttl-cache";
import { ApiError } from "./api-error";
import { assertWithinLimit, consumeRateLimit, rateLimitHeaders, tokenEndpointLimits } from "./rate-limit";
import { clientCredentialsOf, invalidClient } from "./client-credentials";
import { clientIp } from "./transport";

// A partner's limits are read on every request and change rarely: each instance keeps them for ten seconds.
const recentPartners = new TtlCache<Awaited<ReturnType<typeof getPartner>>>(10_000);

export interface Caller {
  partnerId: string;
  /** For the audit trail's actor name; unset for partner credentials (token endpoint 1 is not audited). */
  partnerName?: string;
  /** Set for a business token: the one business it reaches. */
  businessId?: string;
  scope?: BusinessScope;
  /** The person a business token was issued for (`act` claim), when the partner named one. */
  actor?: TokenActor;
  rateLimitHeaders: Record<string, string>;
}

/** A bearer token, checked and counted against its subject's rate limit (per partner, or per business token). */
export async function authenticateBearer(db: Db, request: Request): Promise<Caller> {
  const claims = await verifyAccessToken(db, bearerToken(request));
  const partner = await recentPartners
    .get(claims.partnerId, () => getPartner(db, claims.partnerId))
    .catch(() => {
      throw new ApiError("invalid_token", "The access token is not valid.");
    });
  const subject =
    claims.kind === "business"
      ? `business:${claims.businessId}:${claims.scope}`
      : `partner:${claims.partnerId}`;
  const limit = await consumeRateLimit(db, subject, partner.rateLimitPerMinute);
  assertWithinLimit(limit);
  const caller = {
    partnerId: claims.partnerId,
    partnerName: partner.name,
    rateLimitHeaders: rateLimitHeaders(limit),
  };
  return claims.kind === "business"
    ? { ...caller, businessId: claims.businessId, scope: claims.scope, actor: claims.actor }
    : caller;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Token endpoint 1's client credentials (HTTP Basic or client_secret_post, lib/http/client-credentials.ts). Counted per
 * claimed partner id and per client address before the key is checked, so guessing is slowed whether or not the
 * guesses are right.
 */
export async function authenticatePartnerCredentials(
  db: Db,
  request: Request,
  body: Record<string, unknown>,
): Promise<Caller> {
  const limits = tokenEndpointLimits();
  const ipState = await consumeRateLimit(db, `token-ip:${clientIp(request)}`, limits.perClientIp);
  assertWithinLimit(ipState);
  const { partnerId, apiKey, method } = clientCredentialsOf(request, body);
  const partnerState = await consumeRateLimit(
    db,
    `token-partner:${partnerId.slice(0, 64)}`,
    limits.perPartner,
  );
  assertWithinLimit(partnerState);
  const partner = UUID.test(partnerId)
    ? await authenticatePartnerKey(db, partnerId.toLowerCase(), apiKey)
    : null;
  if (!partner) throw invalidClient("Unknown partner or wrong API key.", method);
  return { partnerId: partner.id, rateLimitHeaders: rateLimitHeaders(partnerState) };
}
