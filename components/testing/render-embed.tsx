import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { EmbedProviders } from "@/components/embed/embed-providers";
import { messagesFor } from "@/lib/i18n/catalog";
import type { Locale } from "@/lib/i18n/locales";

export const TEST_BUSINESS_ID = "7d0c8a4e-4a53-4f5b-9d7e-2f1a1c0b9e11";

/** Renders a component inside the embed's providers, as the business layout does. */
export function renderEmbed(
  ui: ReactElement,
  options: { locale?: Locale; role?: "editor" | "viewer" | "support" } = {},
) {
  const locale = options.locale ?? "en-US";
  const value = {
    businessId: TEST_BUSINESS_ID,
    role: options.role ?? "editor",
    locale,
    messages: messagesFor(locale),
  };
  return render(<EmbedProviders value={value}>{ui}</EmbedProviders>);
}
