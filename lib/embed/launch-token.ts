import "server-only";
import { lt } from "drizzle-orm";
import { decodeJwt, errors, jwtVerify } from "jose";
import { z } from "zod";
import type { Db } from "../db/client";
import { usedLaunchTokens } from "../db/schema";
import { type Locale, matchLocale } from "../i18n/locales";
import { resolveTheme, type Theme, themeSchema } from "../schemas/embed-theme";
import { themeContrastProblems } from "../schemas/theme-contrast";
import type { EmbedConfig } from "./embed-config";
import { EMBED_ROLES } from "./embed-session";

export const LAUNCH_TOKEN_AUDIENCE = "ledgerkit-embed";
export const LAUNCH_TOKEN_MAX_LIFETIME_SECONDS = 300;
const CLOCK_TOLERANCE_SECONDS = 30;

/** Why a launch failed; each has its own message on the error page. */
export type LaunchFailure = "missing" | "invalid" | "expired" | "reused" | "not_configured" | "unavailable";
/**
 * What exactly was wrong with a refused token: logged server-side, and named on the error page outside production
 * (the public `reason` stays coarse, so a production page tells an attacker nothing).
 */
export const LAUNCH_REFUSALS = [
  "bad_signature",
  "expired",
  "too_long",
  "reused",
  "foreign_business",
  "bad_theme",
  "low_contrast",
  "bad_claims",
] as const;
export type LaunchRefusal = (typeof LAUNCH_REFUSALS)[number];

export class LaunchError extends Error {
  constructor(
    readonly reason: LaunchFailure,
    readonly refusal?: LaunchRefusal,
    /** What exactly, for the log and the page outside production (e.g. which colours lack contrast). */
    readonly detail?: string,
  ) {
    super(refusal ? `${reason}: ${refusal}` : reason);
  }
}

/**
 * A theme whose text would be hard to read on its own backgrounds (theme-contrast.ts) is refused like a theme outside
 * its grammar, with the pairs that fail as the detail.
 */
export function assertReadableTheme(theme: Theme | undefined): void {
  if (!theme) return;
  const problems = themeContrastProblems(resolveTheme(theme));
  if (problems.length) throw new LaunchError("invalid", "low_contrast", problems.join(" "));
}

function verifyFailure(error: unknown): LaunchError {
  // maxTokenAge (jose reports it as an expiry of the `iat` claim): issued longer ago than a token may live.
  if ((error as { claim?: string }).claim === "iat") return new LaunchError("expired", "too_long");
  if (error instanceof errors.JWTExpired) return new LaunchError("expired", "expired");
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return new LaunchError("invalid", "bad_signature");
  return new LaunchError("invalid", "bad_claims");
}

function claimsFailure(issues: readonly { path: readonly PropertyKey[]; message: string }[]): LaunchError {
  if (issues.some((issue) => issue.path[0] === "theme")) return new LaunchError("invalid", "bad_theme");
  if (issues.some((issue) => issue.message === TOO_LONG)) return new LaunchError("invalid", "too_long");
  return new LaunchError("invalid", "bad_claims");
}

const TOO_LONG = "Lives longer than 5 minutes.";

const claimsSchema = z
  .object({
    jti: z.string().min(8).max(200),
    iat: z.number(),
    exp: z.number(),
    sub: z.string().min(1).max(200).optional(),
    name: z.string().max(200).optional(),
    role: z.enum(EMBED_ROLES),
    business_id: z.uuid().optional(),
    locale: z.string().max(35).optional(),
    theme: themeSchema.optional(),
  })
  .refine(
    (claims) => claims.role === "support" || claims.business_id,
    "business_id is required for this role.",
  )
  .refine((claims) => claims.exp - claims.iat <= LAUNCH_TOKEN_MAX_LIFETIME_SECONDS, TOO_LONG);

export type LaunchClaims = Omit<z.infer<typeof claimsSchema>, "locale"> & { locale?: Locale };

/**
 * Verifies a launch token the partner's backend signed (HS256, shared secret, issuer = the partner id, audience
 * `ledgerkit-embed`, at most 5 minutes) and spends it: its `jti` is recorded, so a second use is refused.
 */
export async function redeemLaunchToken(db: Db, config: EmbedConfig, token: string): Promise<LaunchClaims> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, config.launchSecret, {
      algorithms: ["HS256"],
      issuer: config.partnerId,
      audience: LAUNCH_TOKEN_AUDIENCE,
      requiredClaims: ["jti", "iat", "exp"],
      maxTokenAge: LAUNCH_TOKEN_MAX_LIFETIME_SECONDS + CLOCK_TOLERANCE_SECONDS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    }));
  } catch (error) {
    throw verifyFailure(error);
  }
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) throw claimsFailure(parsed.error.issues);
  const claims = parsed.data;
  assertReadableTheme(claims.theme);
  const spent = await db
    .insert(usedLaunchTokens)
    .values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
    .onConflictDoNothing()
    .returning({ jti: usedLaunchTokens.jti });
  if (spent.length === 0) throw new LaunchError("reused", "reused");
  // Spent tokens only matter until they expire (an expired one is refused anyway): now and then a launch clears them.
  if (Math.random() < 0.02) {
    await db
      .delete(usedLaunchTokens)
      .where(lt(usedLaunchTokens.expiresAt, new Date(Date.now() - CLOCK_TOLERANCE_SECONDS * 1000)))
      .catch((error: unknown) => console.error("embed: could not clear spent launch tokens", error));
  }
  return { ...claims, locale: matchLocale(claims.locale) };
}

/**
 * The language a launch token asks for, read without verifying it: only to word the page that refuses the token
 * (an expired or reused token still says who it was for). Anyone can pick that page's language with `?locale=`
 * anyway, so an unverified claim gives nothing away.
 */
export function requestedTokenLocale(token: string | null): Locale | undefined {
  if (!token) return undefined;
  try {
    const { locale } = decodeJwt(token);
    return typeof locale === "string" ? matchLocale(locale) : undefined;
  } catch {
    return undefined;
  }
}
