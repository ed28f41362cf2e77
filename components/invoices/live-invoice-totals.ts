import { majorToMinorUnits, parseDecimalInput } from "@/lib/money/minor-units";
import { typedLineTaxes } from "@/lib/money/typed-line-taxes";
import { minorDigits } from "@/lib/i18n/format";
import { invoiceAmounts } from "@/lib/receivables/invoice-amounts";
import type { InvoiceFormValues } from "@/lib/schemas/invoice-form";

export interface LiveInvoiceTotals {
  lineTotals: number[];
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

const orZero = (value: number) => (Number.isFinite(value) && value >= 0 ? value : 0);
const centsOrZero = (text: string, digits: number) =>
  text.trim() === "" ? 0 : orZero(majorToMinorUnits(text, digits));

/**
 * The totals the API will compute for what is typed so far: the server's own `invoiceAmounts`, so the two cannot
 * drift. Input that is not a number yet counts as 0 until it is fixed. Figures the API would refuse (a discount
 * larger than what it comes off, an amount past the ledger's bounds) have no totals: null, until they are fixed.
 */
export function liveInvoiceTotals(
  values: Pick<InvoiceFormValues, "line_items" | "additional_discount">,
  currency: string,
): LiveInvoiceTotals | null {
  const digits = minorDigits(currency);
  try {
    const amounts = invoiceAmounts({
      lines: values.line_items.map((line) => ({
        quantity: orZero(parseDecimalInput(line.quantity)),
        unit_price: orZero(majorToMinorUnits(line.unit_price, digits)),
        discount_amount: Math.round(centsOrZero(line.discount_amount, digits)),
        sales_taxes: typedLineTaxes(line.sales_taxes, digits),
      })),
      additionalDiscountCents: Math.round(centsOrZero(values.additional_discount, digits)),
      additionalTaxes: [],
      tipsCents: 0,
    });
    return {
      lineTotals: amounts.lines.map((line) => line.totalCents),
      subtotal: amounts.subtotalCents,
      discount: amounts.lineDiscountCents + amounts.additionalDiscountCents,
      tax: amounts.lineTaxCents + amounts.additionalTaxCents,
      total: amounts.totalCents,
    };
  } catch {
    return null;
  }
}
