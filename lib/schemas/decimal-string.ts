import { z } from "zod";

interface DecimalLimits {
  /**
   * The whole pattern the text must match, bounds included, so that the OpenAPI document states exactly what is
   * accepted (a JSON Schema `maximum` does not apply to strings).
   */
  pattern: RegExp;
  /** What the pattern allows, in words, for the error message. */
  rule: string;
  description: string;
  /** A value the pattern accepts, for the document (generated clients and the fuzzing suite use it). */
  example: string;
}

/**
 * A non-negative decimal sent as a JSON string (`"25"`, `"12.5"`), kept as that exact text so no float rounds it.
 * Only a string matching the pattern is accepted: a JSON number is 400 (it could carry binary rounding or an
 * exponent), which is what the OpenAPI document says.
 */
export function decimalStringSchema(limits: DecimalLimits) {
  const message = `Must be a decimal string such as "12.5": ${limits.rule}.`;
  return z
    .string({ error: message })
    .regex(limits.pattern, message)
    .meta({ description: limits.description, examples: [limits.example] });
}

/**
 * decisions.md §4: base-currency units per one unit of the document's currency. Up to 12 digits before the point
 * and 12 after (the column is numeric(24, 12)), more than 0.
 */
export const exchangeRateSchema = decimalStringSchema({
  pattern: /^(?!0+(?:\.0+)?$)\d{1,12}(?:\.\d{1,12})?$/,
  rule: "more than 0, at most 12 digits before the point and 12 after",
  description: 'Base-currency units per one unit of the document currency, as a decimal string ("11.2345").',
  example: "11.2345",
});

/** A tax rate in percent (`"25"`, `"12.5"`): 0 to 1000, at most 6 decimals (numeric(12, 6)). */
export const taxRateSchema = decimalStringSchema({
  pattern: /^(?:1000(?:\.0{1,6})?|\d{1,3}(?:\.\d{1,6})?)$/,
  rule: "from 0 to 1000 with at most 6 digits after the point",
  description: 'Percent as a decimal string from "0" to "1000", at most 6 decimals: "25" or "12.5".',
  example: "25",
});
