import type { ReactNode } from "react";
import { EmbedFrame } from "@/components/embed/embed-frame";
import { EmbedNav } from "@/components/embed/embed-nav";
import { EmbedProviders } from "@/components/embed/embed-providers";
import { SessionExpiredState } from "@/components/ui/states";
import { businessMenu } from "@/lib/embed/business-menu";
import { businessTimeZone } from "@/lib/embed/business-time-zone";
import { sectionMetadata } from "@/lib/embed/page-metadata";
import { pageSession, requestLocale } from "@/lib/embed/page-session";
import { messagesFor } from "@/lib/i18n/catalog";
import { resolveTheme } from "@/lib/schemas/embed-theme";
import { ALL_TABS_ENABLED } from "@/lib/schemas/menu-tabs";

export const dynamic = "force-dynamic";
export const generateMetadata = sectionMetadata();

export default async function EmbedBusinessLayout({
  params,
  children,
}: {
  params: Promise<{ business_id: string }>;
  children: ReactNode;
}) {
  const { business_id: businessId } = await params;
  const session = await pageSession(businessId);
  if (!session) {
    // Said in the person's language: a session of theirs for another business knows it, else the browser does.
    const locale = await requestLocale();
    const value = { businessId, role: "viewer" as const, locale, messages: messagesFor(locale) };
    return (
      <EmbedFrame theme={resolveTheme(undefined)} locale={locale}>
        <EmbedProviders value={value}>
          <SessionExpiredState />
        </EmbedProviders>
      </EmbedFrame>
    );
  }
  const theme = resolveTheme(session.theme);
  const value = {
    businessId,
    role: session.role,
    locale: session.locale,
    messages: messagesFor(session.locale),
    timeZone: await businessTimeZone(businessId),
    // Support staff see every tab, as the console does; everyone else what the menu configuration shows.
    menu: session.role === "support" ? ALL_TABS_ENABLED : await businessMenu(businessId),
  };
  return (
    <EmbedFrame theme={theme} locale={session.locale}>
      <EmbedProviders value={value}>
        <a href="#embed-main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
          {value.messages.common.skipToContent}
        </a>
        <EmbedNav productName={theme.product_name} logoUrl={theme.logo_url} />
        <main id="embed-main" className="mx-auto max-w-6xl p-4">
          {session.role !== "editor" ? (
            <p className="mb-4 rounded-embed border border-embed-border-2 px-3 py-2 text-sm text-embed-muted">
              {value.messages.common.readOnly}
            </p>
          ) : null}
          {children}
        </main>
      </EmbedProviders>
    </EmbedFrame>
  );
}
