import { z } from "zod";

interface DecimalLimits {
  /** Digits after the point the column keeps. */
  maxFractionDigits: number;
  /** Largest value allowed (inclusive). */
  max: number;
  /** Whether 0 itself is refused. */
  isZeroRefused?: boolean;
  description: string;
}

/**
 * A non-negative decimal sent as a string (`"25"`, `"12.5"`), kept as that exact string so no float rounds it.
 * A JSON number is accepted too and turned into its decimal text.
 */
export function decimalStringSchema(limits: DecimalLimits) {
  const pattern = new RegExp(`^\\d{1,15}(\\.\\d{1,${limits.maxFractionDigits}})?$`);
  const fractionMessage = `Must be a decimal string such as "12.5", with at most ${limits.maxFractionDigits} digits after the point.`;
  return z
    .union([z.string(), z.number()], { error: 'Must be a decimal string such as "12.5".' })
    .transform((value) => (typeof value === "number" ? String(value) : value.trim()))
    .pipe(
      z
        .string()
        .regex(pattern, fractionMessage)
        .refine((value) => Number(value) <= limits.max, `Must be ${limits.max} or less.`)
        .refine((value) => !limits.isZeroRefused || Number(value) > 0, "Must be more than 0."),
    )
    .meta({ description: limits.description });
}

/** decisions.md §4: base-currency units per one unit of the document's currency. */
export const exchangeRateSchema = decimalStringSchema({
  maxFractionDigits: 12,
  max: 999_999_999_999,
  isZeroRefused: true,
  description: 'Base-currency units per one unit of the document currency, as a decimal string ("11.2345").',
});

/** A tax rate in percent (`"25"`, `"12.5"`). */
export const taxRateSchema = decimalStringSchema({
  maxFractionDigits: 6,
  max: 1000,
  description: 'Percent as a decimal string: "25" or "12.5".',
});
