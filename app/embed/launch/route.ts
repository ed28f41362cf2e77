import { getDb } from "@/lib/db/client";
import { EmbedNotConfiguredError, embedConfig } from "@/lib/embed/embed-config";
import { clearedSessionCookieHeader, sessionCookieHeader } from "@/lib/embed/embed-session";
import { launchErrorPage } from "@/lib/embed/launch-error-page";
import { launchSession } from "@/lib/embed/launch-session";
import { returnLocation } from "@/lib/embed/return-location";
import {
  assertReadableTheme,
  LaunchError,
  type LaunchFailure,
  requestedTokenLocale,
} from "@/lib/embed/launch-token";
import { localeFromAcceptLanguage, matchLocale } from "@/lib/i18n/locales";
import { themeSchema } from "@/lib/schemas/embed-theme";

export const dynamic = "force-dynamic";

const STATUS: Record<LaunchFailure, number> = {
  missing: 400,
  invalid: 401,
  expired: 401,
  reused: 401,
  not_configured: 503,
  unavailable: 503,
};

/** `theme=<JSON>` from public/embed.js: held to the same grammar and contrast as a token's theme, or the launch fails. */
function parseThemeParam(raw: string | null) {
  if (!raw) return undefined;
  let theme;
  try {
    theme = themeSchema.parse(JSON.parse(raw));
  } catch {
    throw new LaunchError("invalid", "bad_theme");
  }
  assertReadableTheme(theme);
  return theme;
}

/**
 * `GET /embed/launch/?token=…[&locale=…][&theme=…][&return_to=…]`: the URL a partner loads in its iframe (README:
 * Embedding). `return_to` is the page to land on after a relaunch, kept only under the session's own home.
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  const locale =
    matchLocale(query.get("locale")) ?? localeFromAcceptLanguage(request.headers.get("accept-language"));
  const token = query.get("token");
  try {
    if (!token) throw new LaunchError("missing");
    const theme = parseThemeParam(query.get("theme"));
    const launched = await launchSession(await getDb(), embedConfig(), token, { locale, theme });
    return new Response(null, {
      status: 303,
      headers: {
        Location: returnLocation(launched.location, query.get("return_to")),
        "Set-Cookie": sessionCookieHeader(launched.cookieValue, launched.expiresAt),
        "Cache-Control": "no-store",
        "Referrer-Policy": "no-referrer",
      },
    });
  } catch (error) {
    const reason: LaunchFailure =
      error instanceof LaunchError
        ? error.reason
        : error instanceof EmbedNotConfiguredError
          ? "not_configured"
          : "unavailable";
    if (!(error instanceof LaunchError)) console.error("embed launch failed", error);
    const refusal = error instanceof LaunchError ? error.refusal : undefined;
    const detail = error instanceof LaunchError ? error.detail : undefined;
    if (refusal) console.warn(`embed launch refused: ${refusal}${detail ? ` (${detail})` : ""}`);
    const isShown = process.env.NODE_ENV !== "production" || Boolean(process.env.EMBED_SHOW_LAUNCH_REFUSALS);
    // In the token's language when it names one (as the session would have been), else the script's or browser's.
    const pageLocale = requestedTokenLocale(token) ?? locale;
    return new Response(launchErrorPage(reason, pageLocale, isShown ? refusal : undefined, detail), {
      status: STATUS[reason],
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Set-Cookie": clearedSessionCookieHeader(),
        "Cache-Control": "no-store",
        "Referrer-Policy": "no-referrer",
      },
    });
  }
}
