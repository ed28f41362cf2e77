/**
 * Amounts typed in major units ("12.50", "12,50") moved to whole minor units by shifting the decimal point as text,
 * never by multiplying a float, so "0.29" is exactly 29 cents. A settlement amount is whole cents: more fraction
 * digits than the currency has, a sign or anything else is NaN, which the caller reports as "not an amount".
 */
export function parseMajorUnits(text: string, minorDigits: number): number {
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(text.trim().replace(/[\s\u00a0\u202f]/g, ""));
  if (!match || (!match[1] && !match[2])) return Number.NaN;
  const fraction = match[2] ?? "";
  if (fraction.length > minorDigits) return Number.NaN;
  const minor = Number(`${match[1] ?? ""}${fraction.padEnd(minorDigits, "0")}`);
  return Number.isSafeInteger(minor) ? minor : Number.NaN;
}

/** Minor units as the plain text an amount input starts with: 1250 → "12.50" (no grouping, "." as the point). */
export function toMajorUnitsText(minor: number, minorDigits: number): string {
  if (minorDigits === 0) return String(minor);
  const digits = String(Math.abs(minor)).padStart(minorDigits + 1, "0");
  const sign = minor < 0 ? "-" : "";
  return `${sign}${digits.slice(0, -minorDigits)}.${digits.slice(-minorDigits)}`;
}
