import { StatementFileError } from "./statement-file-error";

export interface AmountStyle {
  /** The decimal separators accepted (CSV: the mapping's one; OFX: either; CAMT: "."). */
  decimalSeparators: readonly ("." | ",")[];
  /** Whether thousands may be grouped ("1.234,50", "1 234,50", "1'234.50"); only CSV files do. */
  allowGrouping: boolean;
  minorDigits: number;
}

const MAX_AMOUNT_LENGTH = 64;
const MINUS = /^[-\u2212]/;
const CURRENCY_AROUND = /^(?:[A-Z]{3}|[€$£¥]|kr\.?)\s*|\s*(?:[A-Z]{3}|[€$£¥]|kr\.?)$/gi;

/**
 * A decimal amount as a bank writes it, in signed minor units, moved by shifting digits as text (never through a
 * float) so "0.29" is exactly 29. Accepts a sign in front or behind ("12,50-"), parentheses for a negative, a
 * currency code or symbol on either side, and thousands grouped in threes. A fraction of a minor unit, misplaced
 * grouping or anything else is refused with the line.
 */
export function parseAmount(raw: string, line: number, style: AmountStyle): number {
  // No amount is this long; the bound also keeps the patterns below linear on a hostile cell.
  if (raw.length > MAX_AMOUNT_LENGTH) throw new StatementFileError("The amount is too long to be one.", line);
  let text = raw.trim().replace(CURRENCY_AROUND, "").trim();
  let negative = false;
  if (/^\(.*\)$/.test(text)) [negative, text] = [true, text.slice(1, -1).trim()];
  if (MINUS.test(text)) [negative, text] = [!negative, text.slice(1).trim()];
  else if (text.startsWith("+")) text = text.slice(1).trim();
  else if (/[-\u2212]$/.test(text)) [negative, text] = [!negative, text.slice(0, -1).trim()];
  text = text.replace(CURRENCY_AROUND, "").trim(); // "-€8.95": the sign came before the symbol
  const digits = splitDigits(text, style);
  if (!digits) throw new StatementFileError(`"${raw.trim()}" is not an amount${describeStyle(style)}.`, line);
  const { whole, fraction } = digits;
  const kept = fraction.slice(0, style.minorDigits).padEnd(style.minorDigits, "0");
  if (/[^0]/.test(fraction.slice(style.minorDigits))) {
    throw new StatementFileError(
      `"${raw.trim()}" has more than ${style.minorDigits} decimals; amounts must be whole cents.`,
      line,
    );
  }
  const minor = BigInt(`${whole || "0"}${kept}`);
  if (minor > BigInt(Number.MAX_SAFE_INTEGER))
    throw new StatementFileError(`"${raw.trim()}" is too large.`, line);
  const value = Number(minor);
  return negative && value !== 0 ? -value : value;
}

function splitDigits(text: string, style: AmountStyle): { whole: string; fraction: string } | undefined {
  for (const separator of style.decimalSeparators) {
    const point = text.lastIndexOf(separator);
    const wholeText = point === -1 ? text : text.slice(0, point);
    const fraction = point === -1 ? "" : text.slice(point + 1);
    if (point !== -1 && !/^\d+$/.test(fraction)) continue;
    const whole = readWhole(wholeText, separator, style.allowGrouping);
    if (whole !== undefined && (whole !== "" || fraction !== "")) return { whole, fraction };
  }
  return undefined;
}

/** The integer part's digits; grouping (when allowed) in threes by the other separator, a space or an apostrophe. */
function readWhole(text: string, decimalSeparator: string, allowGrouping: boolean): string | undefined {
  if (/^\d*$/.test(text)) return text;
  if (!allowGrouping) return undefined;
  const grouping = decimalSeparator === "," ? "[.\\s\\u00a0\\u202f'’]" : "[,\\s\\u00a0\\u202f'’]";
  const grouped = new RegExp(`^\\d{1,3}(?:${grouping}\\d{3})+$`);
  if (!grouped.test(text)) return undefined;
  // One kind of grouping character per amount: "1.234 567" is not a number.
  const separators = new Set(text.replace(/\d/g, ""));
  return separators.size === 1 ? text.replace(/\D/g, "") : undefined;
}

function describeStyle(style: AmountStyle): string {
  if (style.decimalSeparators.length !== 1) return "";
  return style.decimalSeparators[0] === ","
    ? ' (decimal comma expected, e.g. "1.234,50")'
    : ' (decimal point expected, e.g. "1,234.50")';
}
