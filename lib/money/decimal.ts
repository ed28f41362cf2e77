import { assertCountableBase } from "./amount-bounds";

/**
 * Exact decimal arithmetic for money: quantities, unit prices in (fractional) cents, tax rates and exchange rates are
 * decimal strings or numbers, turned into scaled BigInts so that no binary float ever rounds a cent.
 */
interface Scaled {
  value: bigint;
  scale: number;
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

export function isDecimal(input: string | number): boolean {
  return DECIMAL.test(normalise(input));
}

// Up to 15 significant digits, which every realistic price or quantity fits in, without exponent notation. One
// formatter for the process: `toLocaleString` with options builds a new one on every call, which showed in profiles.
const plainNumber = new Intl.NumberFormat("en-US", { useGrouping: false, maximumFractionDigits: 12 });

function normalise(input: string | number): string {
  if (typeof input === "string") return input.trim();
  // Most amounts are whole cents: a safe integer prints exactly, without a formatter.
  if (Number.isSafeInteger(input)) return String(input);
  if (!Number.isFinite(input)) return "NaN";
  return plainNumber.format(input);
}

function parse(input: string | number): Scaled {
  const match = DECIMAL.exec(normalise(input));
  if (!match) throw new RangeError(`Not a decimal number: ${String(input)}`);
  const [, sign, whole, fraction = ""] = match;
  const value = BigInt(`${whole}${fraction}`) * (sign === "-" ? -1n : 1n);
  return { value, scale: fraction.length };
}

/** Divides and rounds half away from zero (decisions.md §4). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/** a × b, rounded half away from zero to a whole number (cents when either factor is in cents). */
export function multiplyToWhole(a: string | number, b: string | number): number {
  const x = parse(a);
  const y = parse(b);
  return Number(divideRounded(x.value * y.value, 10n ** BigInt(x.scale + y.scale)));
}

/** `percent` % of `cents`, rounded half away from zero: one tax amount. */
export function percentOf(cents: number, percent: string | number): number {
  const rate = parse(percent);
  return Number(divideRounded(BigInt(cents) * rate.value, 100n * 10n ** BigInt(rate.scale)));
}

/**
 * A document-currency amount in base-currency cents at `rate` (base units per one document unit). Every conversion
 * passes here, so a rate that makes an amount overflow is 400 on `exchange_rate` before anything is stored.
 */
export function toBaseCents(cents: number, rate: string | number): number {
  const baseCents = multiplyToWhole(cents, rate);
  assertCountableBase(baseCents);
  return baseCents;
}

/** Sum of decimal strings as a decimal string (tax rates of a line). */
export function addDecimals(values: readonly (string | number)[]): string {
  if (values.length === 0) return "0";
  const parsed = values.map(parse);
  const scale = Math.max(...parsed.map((p) => p.scale));
  const total = parsed.reduce((sum, p) => sum + p.value * 10n ** BigInt(scale - p.scale), 0n);
  return formatScaled(total, scale);
}

function formatScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale ? digits.slice(-scale).replace(/0+$/, "") : "";
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** cents × numerator / denominator, rounded half away from zero: a share of an amount (a refund's part of a sale). */
export function scaleCents(cents: number, numerator: number, denominator: number): number {
  return Number(divideRounded(BigInt(cents) * BigInt(numerator), BigInt(denominator)));
}

/** The tax inside a tax-inclusive amount at `percent` % (gross × rate / (100 + rate)), rounded half away from zero. */
export function includedTaxOf(grossCents: number, percent: string | number): number {
  const rate = parse(percent);
  const hundred = 100n * 10n ** BigInt(rate.scale);
  return Number(divideRounded(BigInt(grossCents) * rate.value, hundred + rate.value));
}
