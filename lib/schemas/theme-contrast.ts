import type { ResolvedTheme } from "./embed-theme";

/** A colour as red, green and blue in 0–255 and alpha in 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
const channel = (part: string) =>
  part.endsWith("%") ? clamp(parseFloat(part), 100) * 2.55 : clamp(parseFloat(part), 255);
const alpha = (part: string | undefined) =>
  part === undefined
    ? 1
    : part.endsWith("%")
      ? clamp(parseFloat(part), 100) / 100
      : clamp(parseFloat(part), 1);

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = clamp(saturation, 100) / 100;
  const l = clamp(lightness, 100) / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const f = (n: number) => l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** Any colour the theme grammar accepts (embed-theme.ts): #rgb(a), #rrggbb(aa), rgb(a)(…) or hsl(a)(…). */
export function parseColour(value: string): Rgba {
  const text = value.trim().toLowerCase();
  if (text.startsWith("#")) {
    const digits = text.slice(1);
    const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join("") : digits;
    const byte = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
    return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 };
  }
  const parts = text
    .slice(text.indexOf("(") + 1, text.lastIndexOf(")"))
    .split(/\s*[,/]\s*|\s+/)
    .filter(Boolean);
  if (text.startsWith("hsl")) {
    const [r, g, b] = hslToRgb(parseFloat(parts[0]!) % 360, parseFloat(parts[1]!), parseFloat(parts[2]!));
    return { r, g, b, a: alpha(parts[3]) };
  }
  return { r: channel(parts[0]!), g: channel(parts[1]!), b: channel(parts[2]!), a: alpha(parts[3]) };
}

const over = (top: Rgba, below: Rgba): Rgba => ({
  r: top.r * top.a + below.r * (1 - top.a),
  g: top.g * top.a + below.g * (1 - top.a),
  b: top.b * top.a + below.b * (1 - top.a),
  a: 1,
});

function luminance({ r, g, b }: Rgba): number {
  const [red, green, blue] = [r, g, b].map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

/**
 * WCAG 2 contrast ratio of a foreground on a background. A translucent background is judged over both white and
 * black (whatever is under the iframe), a translucent foreground over that background: the worse ratio counts.
 */
export function contrastRatio(foreground: string, background: string): number {
  const back = parseColour(background);
  const grounds = back.a < 1 ? [over(back, WHITE), over(back, BLACK)] : [back];
  return Math.min(
    ...grounds.map((ground) => {
      const [light, dark] = [luminance(over(parseColour(foreground), ground)), luminance(ground)].sort(
        (x, y) => y - x,
      );
      return (light! + 0.05) / (dark! + 0.05);
    }),
  );
}

/** WCAG AA for normal text: every text colour of the embed (the charts' labels included) on both backgrounds. */
export const MIN_TEXT_CONTRAST = 4.5;
const TEXT_KEYS = ["text", "secondary_text", "active"] as const;
const BACKGROUND_KEYS = ["card_background", "nav_background"] as const;

/**
 * Why a theme's text would be hard to read, one sentence per pair under 4.5:1 (empty when it is readable): text,
 * secondary text (also the charts' axis labels and legends) and the active colour (links, selected items, chart
 * series) on the card and navigation backgrounds.
 */
export function themeContrastProblems(theme: ResolvedTheme): string[] {
  return TEXT_KEYS.flatMap((text) =>
    BACKGROUND_KEYS.flatMap((background) => {
      const ratio = contrastRatio(theme[text], theme[background]);
      return ratio < MIN_TEXT_CONTRAST
        ? [
            `${text} ${theme[text]} on ${background} ${theme[background]} has a contrast of ${ratio.toFixed(2)}:1; at least ${MIN_TEXT_CONTRAST}:1 is needed.`,
          ]
        : [];
    }),
  );
}
