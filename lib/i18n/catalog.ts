import type { Locale } from "./locales";
import { common } from "./messages/common";
import { nav } from "./messages/nav";
import { reports } from "./messages/reports";
import { session } from "./messages/session";

/**
 * Every namespace of messages. Pages get one language's messages from the server (messagesFor) as props, so a
 * browser downloads only its own language, not the catalog.
 */
export const catalog = { common, nav, session, reports };

export type Messages = { [Namespace in keyof typeof catalog]: (typeof catalog)[Namespace]["en-US"] };

export function messagesFor(locale: Locale): Messages {
  return Object.fromEntries(
    Object.entries(catalog).map(([namespace, languages]) => [namespace, languages[locale]]),
  ) as Messages;
}
