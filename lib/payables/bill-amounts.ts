import {
  assertCountableTotal,
  lineAmounts,
  sumCents,
  taxAmount,
  type LineAmounts,
  type TaxAmount,
} from "../money/document-amounts";
import type { BillLineInput } from "../schemas/bill-input";
import type { AdditionalSalesTaxInput } from "../schemas/sales-tax";

export { lineAmounts, type LineAmounts, type TaxAmount };

export interface BillAmounts {
  lines: LineAmounts[];
  additionalTaxes: TaxAmount[];
  subtotalCents: number;
  lineTaxCents: number;
  additionalTaxCents: number;
  totalCents: number;
}

/**
 * Every amount of a bill in its own currency: lines, line taxes, additional taxes (a rate applies to the bill's
 * subtotal) and the total. A total past what cents can be counted in exactly is 400 on `line_items`.
 */
export function billAmounts(
  lines: readonly Pick<BillLineInput, "quantity" | "unit_price" | "sales_taxes">[],
  additionalTaxes: readonly AdditionalSalesTaxInput[] = [],
): BillAmounts {
  const computedLines = lines.map((line) => lineAmounts(line));
  const subtotalCents = sumCents(computedLines.map((line) => line.subtotalCents));
  const lineTaxCents = sumCents(computedLines.map((line) => line.taxCents));
  const computedAdditional = additionalTaxes.map((tax) => taxAmount(tax, subtotalCents));
  const additionalTaxCents = sumCents(computedAdditional.map((tax) => tax.amount));
  const totalCents = subtotalCents + lineTaxCents + additionalTaxCents;
  assertCountableTotal(totalCents, "bill");
  return {
    lines: computedLines,
    additionalTaxes: computedAdditional,
    subtotalCents,
    lineTaxCents,
    additionalTaxCents,
    totalCents,
  };
}
