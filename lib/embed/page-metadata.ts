import "server-only";
import type { Metadata } from "next";
import { type Messages, messagesFor } from "../i18n/catalog";
import { pageSession, requestLocale } from "./page-session";

type PickTitle = (messages: Messages) => string;

/**
 * An embed page's document title in the session's language: "<section> – <app>", the app being the partner's
 * product name (theme) or the catalogue's. Without a session for the business it says the session expired, in the
 * browser's language.
 */
export async function embedPageMetadata(businessId: string, pickTitle?: PickTitle): Promise<Metadata> {
  const session = await pageSession(businessId);
  const messages = messagesFor(session?.locale ?? (await requestLocale()));
  if (!session) return { title: messages.session.expiredTitle };
  const appName = session.theme?.product_name ?? messages.common.appTitle;
  return { title: pickTitle ? `${pickTitle(messages)} – ${appName}` : appName };
}

/** `export const generateMetadata = sectionMetadata((m) => m.nav.bills)` in a section's layout. */
export const sectionMetadata =
  (pickTitle?: PickTitle) =>
  async ({ params }: { params: Promise<{ business_id: string }> }): Promise<Metadata> =>
    embedPageMetadata((await params).business_id, pickTitle);
