import "server-only";
import { hkdfSync } from "node:crypto";
import { EncryptJWT, jwtDecrypt } from "jose";
import { z } from "zod";
import { SUPPORTED_LOCALES } from "../i18n/locales";
import { themeSchema } from "../schemas/embed-theme";
import type { EmbedConfig } from "./embed-config";

export const EMBED_ROLES = ["editor", "viewer", "support"] as const;
export type EmbedRole = (typeof EMBED_ROLES)[number];
export interface EmbedActor {
  id: string;
  name?: string;
}

/**
 * `__Host-` pins the cookie to this host and path `/`, Secure. It is Partitioned (CHIPS) and SameSite=None so it works
 * inside a partner's iframe, where browsers that block third-party cookies still keep a partitioned one.
 */
export const SESSION_COOKIE = "__Host-embed_session";
export const sessionLifetimeSeconds = () => Number(process.env.EMBED_SESSION_TTL_SECONDS || 4 * 3600);

const sessionSchema = z.object({
  role: z.enum(EMBED_ROLES),
  /** The business the session is for; support sessions open any business of the partner, so have none. */
  business_id: z.uuid().optional(),
  locale: z.enum(SUPPORTED_LOCALES),
  theme: themeSchema.optional(),
  actor: z.object({ id: z.string(), name: z.string().optional() }).optional(),
  /** The business token last swapped for, and which business it is for. */
  token: z.object({ business_id: z.uuid(), access_token: z.string(), expires_at: z.number() }).optional(),
});
export type EmbedSession = z.infer<typeof sessionSchema>;

/** The cookie is encrypted, not only signed: it carries a bearer token. The key is derived from the launch secret. */
function sessionKey(config: EmbedConfig): Uint8Array {
  const explicit = process.env.EMBED_SESSION_SECRET;
  const material = explicit ? new TextEncoder().encode(explicit) : config.launchSecret;
  return new Uint8Array(hkdfSync("sha256", material, "ledgerkit-embed", "session-cookie-v1", 32));
}

export async function sealSession(config: EmbedConfig, session: EmbedSession, expiresAt: number) {
  return new EncryptJWT({ session })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .encrypt(sessionKey(config));
}

/** The session in the cookie, with its expiry (epoch ms); undefined when missing, tampered with or expired. */
export async function openSession(
  config: EmbedConfig,
  sealed: string | undefined,
): Promise<{ session: EmbedSession; expiresAt: number } | undefined> {
  if (!sealed) return undefined;
  try {
    const { payload } = await jwtDecrypt(sealed, sessionKey(config));
    const session = sessionSchema.parse(payload.session);
    return { session, expiresAt: (payload.exp ?? 0) * 1000 };
  } catch {
    return undefined;
  }
}

export function sessionCookieHeader(value: string, expiresAt: number): string {
  const maxAge = Math.max(0, Math.floor((expiresAt - Date.now()) / 1000));
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=None; Partitioned`;
}

export const clearedSessionCookieHeader = () =>
  `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=None; Partitioned`;
