import "server-only";
import { randomUUID } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import type { Db } from "../db/client";
import { ApiError } from "../http/api-error";
import { getSigningKey } from "./signing-secret";

export const TOKEN_LIFETIME_SECONDS = 3600;
export const TOKEN_ISSUER = process.env.TOKEN_ISSUER || "ledgerkit-platform";
const ALGORITHM = "HS256";

export const BUSINESS_SCOPES = ["business_access", "business_read"] as const;
export type BusinessScope = (typeof BUSINESS_SCOPES)[number];

/** The person a business token acts for, as the partner named them when it asked for the token. */
export interface TokenActor {
  id: string;
  name?: string;
}

export type TokenClaims =
  | { kind: "partner"; partnerId: string; tokenId: string }
  | {
      kind: "business";
      partnerId: string;
      businessId: string;
      scope: BusinessScope;
      tokenId: string;
      actor?: TokenActor;
    };

const claimsSchema = z.object({
  sub: z.uuid(),
  partner_id: z.uuid(),
  jti: z.string().min(1),
  iat: z.number(),
  exp: z.number(),
  business_id: z.uuid().optional(),
  scope: z.enum(BUSINESS_SCOPES).optional(),
  // RFC 8693 §4.1 `act`: the party acting, here the person behind an embed session (business tokens only).
  act: z.object({ sub: z.string().min(1).max(200), name: z.string().max(200).optional() }).optional(),
});

export interface IssuedToken {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  scope?: BusinessScope;
}

async function sign(db: Db, claims: Record<string, unknown>, partnerId: string): Promise<string> {
  return new SignJWT({ ...claims, partner_id: partnerId })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setIssuer(TOKEN_ISSUER)
    .setSubject(partnerId)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .setJti(randomUUID())
    .sign(await getSigningKey(db));
}

export async function issuePartnerToken(db: Db, partnerId: string): Promise<IssuedToken> {
  return {
    access_token: await sign(db, {}, partnerId),
    token_type: "Bearer",
    expires_in: TOKEN_LIFETIME_SECONDS,
  };
}

export async function issueBusinessToken(
  db: Db,
  partnerId: string,
  businessId: string,
  scope: BusinessScope,
  actor?: TokenActor,
): Promise<IssuedToken> {
  const act = actor && { sub: actor.id, ...(actor.name ? { name: actor.name } : {}) };
  return {
    access_token: await sign(db, { business_id: businessId, scope, ...(act ? { act } : {}) }, partnerId),
    token_type: "Bearer",
    expires_in: TOKEN_LIFETIME_SECONDS,
    scope,
  };
}

/**
 * Tokens already verified by this instance, with their claims, until they expire. A token cannot change and none is
 * revoked before its expiry (a revoked partner is refused by the caller's partner lookup), so checking one again would
 * only repeat the HMAC and the claim parsing on every request of a client that reuses its token.
 */
const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
const MAX_VERIFIED = 10_000;

/** Verifies signature (HS256 only, so `alg: none` and other algorithms fail), issuer, expiry and claim shape. */
export async function verifyAccessToken(db: Db, token: string): Promise<TokenClaims> {
  const known = verified.get(token);
  if (known) {
    if (Math.floor(Date.now() / 1000) < known.expiresAt) return known.claims;
    verified.delete(token);
    throw new ApiError("token_expired", "The access token has expired. Request a new one and retry.");
  }
  const { claims, expiresAt } = await verifyUncached(db, token);
  if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
  verified.set(token, { claims, expiresAt });
  return claims;
}

async function verifyUncached(db: Db, token: string) {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, await getSigningKey(db), {
      algorithms: [ALGORITHM],
      issuer: TOKEN_ISSUER,
      requiredClaims: ["exp", "iat", "jti", "sub"],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      throw new ApiError("token_expired", "The access token has expired. Request a new one and retry.");
    }
    throw new ApiError("invalid_token", "The access token is not valid.");
  }
  const claims = claimsSchema.safeParse(payload);
  const isBusinessToken = claims.success && claims.data.business_id !== undefined;
  if (
    !claims.success ||
    claims.data.sub !== claims.data.partner_id ||
    isBusinessToken !== (claims.data.scope !== undefined) ||
    (!isBusinessToken && claims.data.act !== undefined)
  ) {
    throw new ApiError("invalid_token", "The access token is not valid.");
  }
  const { partner_id: partnerId, jti: tokenId, business_id: businessId, scope, act, exp } = claims.data;
  const actor = act && { id: act.sub, ...(act.name ? { name: act.name } : {}) };
  const verifiedClaims: TokenClaims =
    businessId && scope
      ? { kind: "business", partnerId, businessId, scope, tokenId, ...(actor ? { actor } : {}) }
      : { kind: "partner", partnerId, tokenId };
  return { claims: verifiedClaims, expiresAt: exp };
}

export function bearerToken(request: Request): string {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new ApiError("invalid_token", "Send an access token as `Authorization: Bearer <token>`.");
  return match[1]!;
}
