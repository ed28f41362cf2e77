import { lineAmounts, sumCents } from "@/lib/money/document-amounts";
import { majorToMinorUnits, parseDecimalInput } from "@/lib/money/minor-units";
import { typedLineTaxes } from "@/lib/money/typed-line-taxes";
import { minorDigits } from "@/lib/i18n/format";
import type { BillFormValues } from "@/lib/schemas/bill-form";

export interface LiveTotals {
  lineTotals: number[];
  subtotal: number;
  tax: number;
  total: number;
}

const orZero = (value: number) => (Number.isFinite(value) && value >= 0 ? value : 0);

/**
 * The totals the API will compute for what is typed so far, with the server's own rounding (lineAmounts: subtotal
 * and each tax rounded half away from zero). Input that is not a number yet counts as 0 until it is fixed.
 */
export function liveBillTotals(lines: BillFormValues["line_items"], currency: string): LiveTotals {
  const digits = minorDigits(currency);
  const computed = lines.map((line) =>
    lineAmounts({
      quantity: orZero(parseDecimalInput(line.quantity)),
      unit_price: orZero(majorToMinorUnits(line.unit_price, digits)),
      sales_taxes: typedLineTaxes(line.sales_taxes, digits),
    }),
  );
  const subtotal = sumCents(computed.map((line) => line.subtotalCents));
  const tax = sumCents(computed.map((line) => line.taxCents));
  return { lineTotals: computed.map((line) => line.totalCents), subtotal, tax, total: subtotal + tax };
}
