import { ApiError } from "../http/api-error";
import { addDecimals, multiplyToWhole, percentOf } from "../money/decimal";
import type { BillLineInput } from "../schemas/bill-input";
import type { AdditionalSalesTaxInput, SalesTaxInput } from "../schemas/sales-tax";

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

export interface BillAmounts {
  lines: LineAmounts[];
  additionalTaxes: TaxAmount[];
  subtotalCents: number;
  lineTaxCents: number;
  additionalTaxCents: number;
  totalCents: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** decisions.md §4: an explicit amount wins over the rate; a rate is rounded half away from zero, on its own. */
function taxAmount(tax: SalesTaxInput | AdditionalSalesTaxInput, baseCents: number): TaxAmount {
  return {
    name: tax.name,
    rate: tax.rate ?? null,
    amount: tax.amount ?? percentOf(baseCents, tax.rate!),
  };
}

/** A line's subtotal (quantity × unit_price rounded half away from zero to whole cents), taxes and total. */
export function lineAmounts(
  line: Pick<BillLineInput, "quantity" | "unit_price" | "sales_taxes">,
): LineAmounts {
  const subtotalCents = multiplyToWhole(line.quantity, line.unit_price);
  const salesTaxes = line.sales_taxes.map((tax) => taxAmount(tax, subtotalCents));
  const taxCents = sum(salesTaxes.map((tax) => tax.amount));
  const rates = line.sales_taxes.flatMap((tax) => (tax.rate === undefined ? [] : [tax.rate]));
  return {
    subtotalCents,
    salesTaxes,
    taxCents,
    taxRate: addDecimals(rates),
    totalCents: subtotalCents + taxCents,
  };
}

/**
 * Every amount of a bill in its own currency: lines, line taxes, additional taxes (a rate applies to the bill's
 * subtotal) and the total. A total past what cents can be counted in exactly is 400 on `line_items`.
 */
export function billAmounts(
  lines: readonly Pick<BillLineInput, "quantity" | "unit_price" | "sales_taxes">[],
  additionalTaxes: readonly AdditionalSalesTaxInput[] = [],
): BillAmounts {
  const computedLines = lines.map(lineAmounts);
  const subtotalCents = sum(computedLines.map((line) => line.subtotalCents));
  const lineTaxCents = sum(computedLines.map((line) => line.taxCents));
  const computedAdditional = additionalTaxes.map((tax) => taxAmount(tax, subtotalCents));
  const additionalTaxCents = sum(computedAdditional.map((tax) => tax.amount));
  const totalCents = subtotalCents + lineTaxCents + additionalTaxCents;
  if (!Number.isSafeInteger(totalCents) || totalCents > 1e15) {
    throw ApiError.validation({ line_items: ["The bill's total is too large."] });
  }
  return {
    lines: computedLines,
    additionalTaxes: computedAdditional,
    subtotalCents,
    lineTaxCents,
    additionalTaxCents,
    totalCents,
  };
}
