/** The embed's languages. Shared by server and browser. */
export const SUPPORTED_LOCALES = ["en-US", "en-GB", "de", "fr", "sv", "nb"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-US";

/** Maps a requested tag (launch token, Accept-Language entry) onto a supported locale: exact, then by language. */
export function matchLocale(requested: string | null | undefined): Locale | undefined {
  if (!requested) return undefined;
  const tag = requested.trim().toLowerCase().replace("_", "-");
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === tag);
  if (exact) return exact;
  const language = tag.split("-")[0];
  if (language === "en") return tag.endsWith("-gb") || tag.endsWith("-ie") ? "en-GB" : "en-US";
  if (language === "no" || language === "nn" || language === "nb") return "nb";
  return SUPPORTED_LOCALES.find((locale) => locale === language);
}

/** The first supported language of an Accept-Language header, for pages shown before a session exists. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  for (const part of (header ?? "").split(",")) {
    const match = matchLocale(part.split(";")[0]);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
