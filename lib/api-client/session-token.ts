import { SessionExpiredError } from "./api-request-error";

interface SessionToken {
  accessToken: string;
  expiresAt: number;
  apiBaseUrl: string;
}

const held = new Map<string, Promise<SessionToken>>();
const EARLY_RENEW_MS = 60_000;

async function fetchSessionToken(businessId: string, isRefresh: boolean): Promise<SessionToken> {
  const response = await fetch(`/embed/session/?business_id=${encodeURIComponent(businessId)}`, {
    method: isRefresh ? "POST" : "GET",
    credentials: "same-origin",
    cache: "no-store",
  });
  if (response.status === 401 || response.status === 403) throw new SessionExpiredError();
  if (!response.ok) throw new Error(`The session route answered ${response.status}.`);
  const body = (await response.json()) as { access_token: string; expires_at: string; api_base_url: string };
  return {
    accessToken: body.access_token,
    expiresAt: Date.parse(body.expires_at),
    apiBaseUrl: body.api_base_url,
  };
}

/**
 * The business token, from the embed's session route (the HttpOnly cookie never reaches scripts). One request is
 * shared by every caller; `refresh` asks the server for a new swap after the API refused the held token.
 */
export async function sessionToken(businessId: string, refresh = false): Promise<SessionToken> {
  const current = held.get(businessId);
  if (current && !refresh) {
    const token = await current.catch(() => undefined);
    if (token && token.expiresAt - Date.now() > EARLY_RENEW_MS) return token;
  }
  const next = fetchSessionToken(businessId, refresh);
  held.set(businessId, next);
  next.catch(() => held.delete(businessId));
  return next;
}
