"use client";
import { createContext, useContext } from "react";
import type { Messages } from "@/lib/i18n/catalog";
import type { Locale } from "@/lib/i18n/locales";
import type { EffectiveMenu } from "@/lib/schemas/menu-tabs";

export interface EmbedContextValue {
  businessId: string;
  role: "editor" | "viewer" | "support";
  locale: Locale;
  messages: Messages;
  /** The business's IANA time zone: timestamps show its day and "today" is its today. Unset: the viewer's zone. */
  timeZone?: string;
  /** The tabs the business's menu configuration shows (support staff: every tab). Unset: every tab. */
  menu?: EffectiveMenu;
}

export const EmbedContext = createContext<EmbedContextValue | null>(null);

export function useEmbed(): EmbedContextValue {
  const value = useContext(EmbedContext);
  if (!value) throw new Error("useEmbed must be used inside EmbedProviders.");
  return value;
}

export const useMessages = () => useEmbed().messages;
export const useLocale = () => useEmbed().locale;
export const useTimeZone = () => useEmbed().timeZone;
/** Viewers and support staff read; the UI hides writes from them and the API refuses them anyway. */
export const useCanWrite = () => useEmbed().role === "editor";
