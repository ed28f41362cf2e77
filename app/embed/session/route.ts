import { cookies } from "next/headers";
import { EmbedNotConfiguredError, embedConfig } from "@/lib/embed/embed-config";
import { openSession, SESSION_COOKIE, sessionCookieHeader } from "@/lib/embed/embed-session";
import { SessionAccessError, sessionBusinessToken } from "@/lib/embed/session-token";

export const dynamic = "force-dynamic";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/**
 * The browser's way to its business token: `GET /embed/session/?business_id=…` returns the session's token, and
 * `POST` (after the API answered 401) swaps a new one. No session, or one that cannot be renewed: 401
 * `session_expired`, which the pages show as "session expired".
 */
async function respond(request: Request, isRefresh: boolean) {
  const businessId = new URL(request.url).searchParams.get("business_id") ?? "";
  try {
    const config = embedConfig();
    const opened = await openSession(config, (await cookies()).get(SESSION_COOKIE)?.value);
    if (!opened) throw new SessionAccessError(401);
    const token = await sessionBusinessToken(config, opened, businessId, isRefresh);
    const headers: Record<string, string> = token.resealed
      ? { "Set-Cookie": sessionCookieHeader(token.resealed, opened.expiresAt) }
      : {};
    return json(
      200,
      {
        access_token: token.accessToken,
        // Never past the session's end: the browser asks again then, and is refused (the session ends for API
        // calls too, not only on page loads).
        expires_at: new Date(Math.min(token.expiresAt, opened.expiresAt)).toISOString(),
        session_expires_at: new Date(opened.expiresAt).toISOString(),
        business_id: businessId,
        role: opened.session.role,
        api_base_url: config.browserApiBaseUrl,
      },
      headers,
    );
  } catch (error) {
    if (error instanceof SessionAccessError) {
      return json(error.status, { error: error.message });
    }
    if (error instanceof EmbedNotConfiguredError) return json(503, { error: "not_configured" });
    throw error;
  }
}

export const GET = (request: Request) => respond(request, false);
export const POST = (request: Request) => respond(request, true);
