import { majorToMinorUnits } from "./minor-units";

/**
 * Amounts typed in major units ("12.50", "12,50") moved to whole minor units by shifting the decimal point as text,
 * never by multiplying a float, so "0.29" is exactly 29 cents. A settlement amount is whole cents: more fraction
 * digits than the currency has, a sign or anything else is NaN, which the caller reports as "not an amount".
 */
export function parseMajorUnits(text: string, minorDigits: number): number {
  // Grouping spaces ("1 234,50") are allowed here; a fraction of a cent comes back as a non-integer and is refused.
  const minor = majorToMinorUnits(text.replace(/[\s\u00a0\u202f]/g, ""), minorDigits);
  return Number.isSafeInteger(minor) ? minor : Number.NaN;
}

/** Minor units as the plain text an amount input starts with: 1250 → "12.50" (no grouping, "." as the point). */
export function toMajorUnitsText(minor: number, minorDigits: number): string {
  if (minorDigits === 0) return String(minor);
  const digits = String(Math.abs(minor)).padStart(minorDigits + 1, "0");
  const sign = minor < 0 ? "-" : "";
  return `${sign}${digits.slice(0, -minorDigits)}.${digits.slice(-minorDigits)}`;
}
