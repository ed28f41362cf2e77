import type { ReactNode } from "react";
import { EmbedFrame } from "@/components/embed/embed-frame";
import { EmbedProviders } from "@/components/embed/embed-providers";
import { SessionExpiredState } from "@/components/ui/states";
import type { Metadata } from "next";
import { consoleSession, requestLocale } from "@/lib/embed/page-session";
import { messagesFor } from "@/lib/i18n/catalog";
import { resolveTheme } from "@/lib/schemas/embed-theme";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const session = await consoleSession();
  const messages = messagesFor(session?.locale ?? (await requestLocale()));
  if (!session) return { title: messages.session.expiredTitle };
  return { title: `${messages.console.title} – ${session.theme?.product_name ?? messages.common.appTitle}` };
}

/** The support console: opened by a launch token of role `support`; anything else sees "session expired". */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const session = await consoleSession();
  const locale = session?.locale ?? (await requestLocale());
  const value = { businessId: "", role: "support" as const, locale, messages: messagesFor(locale) };
  return (
    <EmbedFrame theme={resolveTheme(session?.theme)} locale={locale}>
      <EmbedProviders value={value}>{session ? children : <SessionExpiredState />}</EmbedProviders>
    </EmbedFrame>
  );
}
