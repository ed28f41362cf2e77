import type { Locale } from "../i18n/locales";

export type PaperSize = "A4" | "LETTER";

/** Where paper is US Letter (CLDR's paper size data); everywhere else it is A4. */
const LETTER_COUNTRIES = new Set([
  "US",
  "CA",
  "MX",
  "PH",
  "CL",
  "CO",
  "VE",
  "PR",
  "GT",
  "CR",
  "PA",
  "NI",
  "SV",
  "BZ",
]);

const COUNTRY_LOCALES: Record<string, Locale> = {
  SE: "sv",
  AX: "sv",
  NO: "nb",
  SJ: "nb",
  DE: "de",
  AT: "de",
  CH: "de",
  LI: "de",
  FR: "fr",
  BE: "fr",
  LU: "fr",
  MC: "fr",
  US: "en-US",
  PR: "en-US",
  CA: "en-US",
  PH: "en-US",
};

/** The paper a business in `country` (ISO 3166 alpha-2) prints on. */
export const paperSizeOf = (country: string): PaperSize =>
  LETTER_COUNTRIES.has(country.toUpperCase()) ? "LETTER" : "A4";

/**
 * The business's language, from its country: one of the embed's six locales where the country speaks it, else
 * British English (day-first dates, as most of the world writes them).
 */
export const businessLocaleOf = (country: string): Locale =>
  COUNTRY_LOCALES[country.toUpperCase()] ?? "en-GB";
