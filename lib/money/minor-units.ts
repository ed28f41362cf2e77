/**
 * A decimal amount as a person types it in major units ("12.50", "12,50") moved to minor units by shifting the
 * decimal point, not by multiplying a float, so "0.29" is exactly 29 cents. Fractions of a minor unit are kept
 * ("1.005" → 100.5), as unit prices allow them. Anything that is not a plain decimal is NaN, which the shared
 * schema reports as "Must be a number."
 */
export function majorToMinorUnits(text: string, minorDigits: number): number {
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(text.trim());
  if (!match || (match[1] === "" && !match[2])) return Number.NaN;
  const whole = match[1] ?? "";
  const fraction = match[2] ?? "";
  const shifted = `${whole}${fraction.slice(0, minorDigits).padEnd(minorDigits, "0")}`;
  const rest = fraction.slice(minorDigits);
  return Number(rest ? `${shifted}.${rest}` : shifted);
}

/** A person's decimal ("1,5") as a number, NaN when it is not one. */
export function parseDecimalInput(text: string): number {
  const trimmed = text.trim();
  return /^\d*(?:[.,]\d*)?$/.test(trimmed) && /\d/.test(trimmed)
    ? Number(trimmed.replace(",", "."))
    : Number.NaN;
}
