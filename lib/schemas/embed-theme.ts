import { z } from "zod";

/**
 * A partner's white-label theme. Every value ends up inside a CSS custom property, so each is held to a grammar that
 * cannot close the declaration or open another: colours are hex or rgb()/hsl() with numbers only, the font family is
 * names and commas, the radius a number of pixels. Shared with the browser (no server imports).
 */
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const NUMBER = String.raw`\d{1,3}(?:\.\d+)?%?`;
const FUNCTIONAL = new RegExp(
  String.raw`^(?:rgb|rgba|hsl|hsla)\(\s*${NUMBER}(?:deg)?\s*(?:,\s*|\s+)${NUMBER}\s*(?:,\s*|\s+)${NUMBER}` +
    String.raw`(?:\s*(?:,|/)\s*(?:0|1|0?\.\d+|\d{1,3}%))?\s*\)$`,
  "i",
);

export const themeColorSchema = z
  .string()
  .max(64)
  .refine((value) => HEX.test(value) || FUNCTIONAL.test(value), "A colour: #rgb, #rrggbb, rgb(…) or hsl(…).");

export const themeSchema = z
  .object({
    nav_background: themeColorSchema,
    card_background: themeColorSchema,
    text: themeColorSchema,
    secondary_text: themeColorSchema,
    active: themeColorSchema,
    border: themeColorSchema,
    secondary_border: themeColorSchema,
    font_family: z
      .string()
      .max(200)
      .regex(
        /^[A-Za-z0-9 ,'"-]+$/,
        "Font names separated by commas; letters, digits, spaces, quotes and hyphens.",
      ),
    radius: z.number().int().min(0).max(32),
    logo_url: z
      .url({ protocol: /^https$/, error: "An https URL." })
      .max(2048)
      .refine((value) => !/["'()\\\s]/.test(value), "An https URL without quotes, brackets or spaces."),
    product_name: z.string().trim().min(1).max(60),
  })
  .partial()
  .strict();

export type Theme = z.infer<typeof themeSchema>;
export type ResolvedTheme = Required<Omit<Theme, "logo_url">> & { logo_url?: string };

/** The default: dark, every text colour at least 4.5:1 on both backgrounds (checked in embed-theme.test.ts). */
export const DEFAULT_THEME: ResolvedTheme = {
  nav_background: "#0b1220",
  card_background: "#111a2e",
  text: "#f1f5f9",
  secondary_text: "#a9b6c9",
  active: "#7cb4ff",
  border: "#2a3a57",
  secondary_border: "#1d2941",
  font_family: "Inter, system-ui, sans-serif",
  radius: 8,
  product_name: "Accounting",
};

export const resolveTheme = (theme: Theme | undefined): ResolvedTheme => ({ ...DEFAULT_THEME, ...theme });

/** The CSS custom properties the embed's stylesheet reads (app/embed/embed.css). */
export function themeCssVariables(theme: ResolvedTheme): Record<string, string> {
  return {
    "--embed-nav-bg": theme.nav_background,
    "--embed-card-bg": theme.card_background,
    "--embed-text": theme.text,
    "--embed-text-secondary": theme.secondary_text,
    "--embed-active": theme.active,
    "--embed-border": theme.border,
    "--embed-border-secondary": theme.secondary_border,
    "--embed-font": theme.font_family,
    "--embed-radius": `${theme.radius}px`,
  };
}
