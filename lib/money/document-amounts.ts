export { assertCountableTotal } from "./amount-bounds";
import { addDecimals, multiplyToWhole, percentOf } from "./decimal";

/** A tax as given on a document line or on the whole document (decisions.md §4). */
export interface TaxInput {
  name: string;
  rate?: string;
  amount?: number;
}

export interface TaxAmount {
  name: string;
  rate: string | null;
  amount: number;
}

export interface LineAmounts {
  subtotalCents: number;
  salesTaxes: TaxAmount[];
  taxCents: number;
  /** Sum of the line's rates, percent. */
  taxRate: string;
  totalCents: number;
}

export interface LineInput {
  quantity: number;
  unit_price: number;
  sales_taxes: readonly TaxInput[];
}

export const sumCents = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** decisions.md §4: an explicit amount wins over the rate; a rate is rounded half away from zero, on its own. */
export function taxAmount(tax: TaxInput, baseCents: number): TaxAmount {
  return {
    name: tax.name,
    rate: tax.rate ?? null,
    amount: tax.amount ?? percentOf(baseCents, tax.rate!),
  };
}

/**
 * A line's subtotal (quantity × unit_price rounded half away from zero to whole cents), taxes and total. A discount
 * comes off the subtotal before the taxes are computed; the total is subtotal − discount + taxes.
 */
export function lineAmounts(line: LineInput, discountCents = 0): LineAmounts {
  const subtotalCents = multiplyToWhole(line.quantity, line.unit_price);
  const taxable = subtotalCents - discountCents;
  const salesTaxes = line.sales_taxes.map((tax) => taxAmount(tax, taxable));
  const taxCents = sumCents(salesTaxes.map((tax) => tax.amount));
  const rates = line.sales_taxes.flatMap((tax) => (tax.rate === undefined ? [] : [tax.rate]));
  return {
    subtotalCents,
    salesTaxes,
    taxCents,
    taxRate: addDecimals(rates),
    totalCents: taxable + taxCents,
  };
}

/**
 * Splits `cents` over `weights` in proportion, whole cents, largest remainder first (ties to the earlier weight), so
 * the parts always add up to `cents` exactly.
 */
export function allocateProportionally(cents: number, weights: readonly number[]): number[] {
  const total = sumCents(weights);
  if (cents === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (BigInt(cents) * BigInt(weight)) / BigInt(total));
  const parts = exact.map(Number);
  const remainders = weights.map((weight, index) => ({
    index,
    remainder: (BigInt(cents) * BigInt(weight)) % BigInt(total),
  }));
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (let left = cents - sumCents(parts), i = 0; left > 0; left--, i++) parts[remainders[i]!.index]! += 1;
  return parts;
}
