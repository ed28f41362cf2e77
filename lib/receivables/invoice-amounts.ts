import { ApiError } from "../http/api-error";
import {
  allocateProportionally,
  assertCountableTotal,
  lineAmounts,
  sumCents,
  taxAmount,
  type LineAmounts,
  type TaxAmount,
  type TaxInput,
} from "../money/document-amounts";
import type { InvoiceLineInput } from "../schemas/invoice-input";

export interface InvoiceLineAmounts extends LineAmounts {
  discountCents: number;
}

export interface InvoiceAmounts {
  lines: InvoiceLineAmounts[];
  additionalTaxes: TaxAmount[];
  subtotalCents: number;
  lineDiscountCents: number;
  additionalDiscountCents: number;
  lineTaxCents: number;
  additionalTaxCents: number;
  tipsCents: number;
  totalCents: number;
}

type LineFigures = Pick<InvoiceLineInput, "quantity" | "unit_price" | "sales_taxes" | "discount_amount">;

/**
 * Every amount of an invoice in its own currency. A line's discount comes off its subtotal before its taxes; the
 * additional discount comes off the discounted subtotal before additional taxes (a rate applies to what is left);
 * tips come on top. total = subtotal − discounts + taxes + tips. A discount larger than what it comes off is 400.
 */
export function invoiceAmounts(input: {
  lines: readonly LineFigures[];
  additionalDiscountCents: number;
  additionalTaxes: readonly TaxInput[];
  tipsCents: number;
}): InvoiceAmounts {
  const lines = input.lines.map((line, index): InvoiceLineAmounts => {
    const subtotal = lineAmounts({ ...line, sales_taxes: [] }).subtotalCents;
    if (line.discount_amount > subtotal) {
      throw ApiError.validation({
        [`line_items.${index}.discount_amount`]: [`At most the line's subtotal (${subtotal}).`],
      });
    }
    return { ...lineAmounts(line, line.discount_amount), discountCents: line.discount_amount };
  });
  const subtotalCents = sumCents(lines.map((line) => line.subtotalCents));
  const lineDiscountCents = sumCents(lines.map((line) => line.discountCents));
  const discounted = subtotalCents - lineDiscountCents;
  if (input.additionalDiscountCents > discounted) {
    throw ApiError.validation({
      additional_discount: [`At most the subtotal after line discounts (${discounted}).`],
    });
  }
  const additionalTaxes = input.additionalTaxes.map((tax) =>
    taxAmount(tax, discounted - input.additionalDiscountCents),
  );
  const lineTaxCents = sumCents(lines.map((line) => line.taxCents));
  const additionalTaxCents = sumCents(additionalTaxes.map((tax) => tax.amount));
  const totalCents =
    discounted - input.additionalDiscountCents + lineTaxCents + additionalTaxCents + input.tipsCents;
  assertCountableTotal(totalCents, "invoice");
  return {
    lines,
    additionalTaxes,
    subtotalCents,
    lineDiscountCents,
    additionalDiscountCents: input.additionalDiscountCents,
    lineTaxCents,
    additionalTaxCents,
    tipsCents: input.tipsCents,
    totalCents,
  };
}

/**
 * The revenue each line earns: its subtotal less its discount and its share of the additional discount (in
 * proportion to the discounted subtotals, largest remainder first), so the shares add up to the discount exactly.
 */
export function lineRevenueCents(
  lines: readonly { subtotalCents: number; discountCents: number }[],
  additionalDiscountCents: number,
): number[] {
  const net = lines.map((line) => line.subtotalCents - line.discountCents);
  const shares = allocateProportionally(additionalDiscountCents, net);
  return net.map((cents, index) => cents - shares[index]!);
}
