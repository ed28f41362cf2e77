import type { TaxInput } from "./document-amounts";
import { isDecimal } from "./decimal";
import { majorToMinorUnits } from "./minor-units";

/** A line tax as the bill and invoice forms hold it: what was typed, the amount in major units ("" when not given). */
export interface TypedLineTax {
  name: string;
  rate: string;
  amount?: string;
}

const typed = (text: string | undefined) => {
  const trimmed = (text ?? "").trim();
  return trimmed === "" ? undefined : trimmed;
};

/**
 * The tax as the API's body takes it: a rate as a decimal string, an amount in minor units (it wins over the rate,
 * decisions.md §4). An amount that is not a number goes as NaN, which the API's schema refuses on its field.
 */
export function lineTaxInput(
  tax: TypedLineTax,
  minorDigits: number,
): { name: string; rate?: string; amount?: number } {
  const rate = typed(tax.rate)?.replace(",", ".");
  const amount = typed(tax.amount);
  return {
    name: tax.name,
    rate,
    amount: amount === undefined ? undefined : majorToMinorUnits(amount, minorDigits),
  };
}

/** The taxes typed so far that already count, for the live totals: a usable amount, else a usable rate. */
export function typedLineTaxes(taxes: readonly TypedLineTax[], minorDigits: number): TaxInput[] {
  return taxes.flatMap((tax): TaxInput[] => {
    const { name, rate, amount } = lineTaxInput(tax, minorDigits);
    if (amount !== undefined && Number.isSafeInteger(amount) && amount >= 0) return [{ name, amount }];
    if (rate !== undefined && isDecimal(rate) && Number(rate) >= 0) return [{ name, rate }];
    return [];
  });
}
