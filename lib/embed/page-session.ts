import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { type Locale, localeFromAcceptLanguage } from "../i18n/locales";
import { embedConfig } from "./embed-config";
import { type EmbedSession, openSession, SESSION_COOKIE } from "./embed-session";

// Once per request: the layout, its metadata and nested layouts all ask.
const requestSession = cache(async (): Promise<EmbedSession | undefined> => {
  let config;
  try {
    config = embedConfig();
  } catch {
    return undefined;
  }
  return (await openSession(config, (await cookies()).get(SESSION_COOKIE)?.value))?.session;
});

/**
 * The session of an embed page request, if it may see `businessId`: its own business for editors and viewers, any
 * for support staff (the API then checks the partner owns it). Undefined: no page data, only "session expired".
 */
export async function pageSession(businessId: string): Promise<EmbedSession | undefined> {
  const session = await requestSession();
  if (!session) return undefined;
  return session.role === "support" || session.business_id === businessId ? session : undefined;
}

/** The session of a support console request: only a support launch opens the console. */
export async function consoleSession(): Promise<EmbedSession | undefined> {
  const session = await requestSession();
  return session?.role === "support" ? session : undefined;
}

/**
 * The language of a page that has no session for its business (session expired, or another business's): the
 * session's own if there is one, else the browser's Accept-Language.
 */
export async function requestLocale(): Promise<Locale> {
  const session = await requestSession();
  return session?.locale ?? localeFromAcceptLanguage((await headers()).get("accept-language"));
}
