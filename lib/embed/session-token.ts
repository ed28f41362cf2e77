import "server-only";
import { swapForBusinessToken } from "./business-token";
import type { EmbedConfig } from "./embed-config";
import { type EmbedSession, sealSession } from "./embed-session";

/** A token handed to the browser has at least this long to live, so a page load never starts with a dying token. */
const MIN_REMAINING_MS = 5 * 60_000;

export class SessionAccessError extends Error {
  constructor(readonly status: 401 | 403) {
    super(status === 401 ? "session_expired" : "forbidden");
  }
}

/**
 * The business token for a page of `businessId`: the one in the session while it has time left (and no refresh was
 * asked for, after the API refused it), else a new swap, which is then sealed into a new cookie value.
 */
export async function sessionBusinessToken(
  config: EmbedConfig,
  opened: { session: EmbedSession; expiresAt: number },
  businessId: string,
  isRefresh: boolean,
): Promise<{ accessToken: string; expiresAt: number; resealed?: string }> {
  const { session } = opened;
  if (session.role !== "support" && session.business_id !== businessId) throw new SessionAccessError(403);
  const held = session.token;
  if (!isRefresh && held?.business_id === businessId && held.expires_at - Date.now() > MIN_REMAINING_MS) {
    return { accessToken: held.access_token, expiresAt: held.expires_at };
  }
  let swapped;
  try {
    swapped = await swapForBusinessToken(config, businessId, session.role, session.actor);
  } catch {
    // The partner lost the business, the key was revoked, or the API is down: the session cannot go on.
    throw new SessionAccessError(401);
  }
  const renewed: EmbedSession = {
    ...session,
    token: { business_id: businessId, access_token: swapped.accessToken, expires_at: swapped.expiresAt },
  };
  return {
    accessToken: swapped.accessToken,
    expiresAt: swapped.expiresAt,
    resealed: await sealSession(config, renewed, opened.expiresAt),
  };
}
