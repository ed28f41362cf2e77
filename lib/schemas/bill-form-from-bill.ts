import { minorDigits, todayIn } from "../i18n/format";
import type { BillResponse } from "./bill";
import type { UpdateBillInput } from "./bill-changes";
import type { BillFormValues } from "./bill-form";
import type { CreateBillInput } from "./bill-input";
import type { Currency } from "./currency-codes";

/** Cents (fractions allowed) as the major units a person types: 12345.5 → "123.455". */
export function minorToMajorText(cents: number, digits: number): string {
  const [whole = "0", fraction = ""] = String(cents).split(".");
  const padded = whole.padStart(digits + 1, "0");
  const major = `${padded.slice(0, padded.length - digits)}.${padded.slice(padded.length - digits)}${fraction}`;
  return digits === 0 && !fraction ? padded : major;
}

/**
 * A bill the API returned, as the bill form's values, so an editor changes what is there. The due date is the
 * business's day of `due_at` (the form sends a bare date, which the API reads in the business's zone).
 */
export function billFormValuesOf(bill: BillResponse, timeZone: string | undefined): BillFormValues {
  const digits = minorDigits(bill.currency);
  return {
    external_id: bill.external_id,
    vendor_mode: "existing",
    vendor_id: bill.vendor.id,
    vendor_external_id: "",
    vendor_name: "",
    bill_number: bill.bill_number ?? "",
    memo: bill.memo ?? "",
    currency: bill.currency as Currency,
    exchange_rate: Number(bill.exchange_rate) === 1 ? "" : bill.exchange_rate,
    bill_date: bill.issue_date,
    due_at: todayIn(timeZone, new Date(bill.due_at)),
    is_approved: false,
    approved_at: todayIn(timeZone),
    line_items: bill.line_items.map((line) => ({
      account_identifier: line.account_identifier.id,
      description: line.description ?? "",
      quantity: String(line.quantity),
      unit_price: minorToMajorText(line.unit_price, digits),
      // A tax given as an amount alone keeps it; a rate's computed amount is left for the API to compute again.
      sales_taxes: line.sales_taxes.map((tax) =>
        tax.rate === null
          ? { name: tax.name, rate: "", amount: minorToMajorText(tax.amount, digits) }
          : { name: tax.name, rate: tax.rate, amount: "" },
      ),
      product: line.product ?? undefined,
    })),
    document: null,
  };
}

/**
 * The PUT body: the form's values, plus what the bill holds that the form shows no input for (a PUT replaces the
 * bill, so leaving them out would erase them). A whole-bill tax keeps its rate, or its amount when it had no rate.
 */
export function updateBillInputOf(input: CreateBillInput, bill: BillResponse): UpdateBillInput {
  return {
    ...input,
    vendor_bill_number: bill.vendor_bill_number,
    purchase_order_number: bill.purchase_order_number,
    reference_numbers: bill.reference_numbers,
    attachment_urls: bill.attachment_urls,
    metadata: bill.metadata ?? undefined,
    received_at: bill.received_at,
    additional_sales_taxes: bill.additional_sales_taxes.map((tax) => ({
      name: tax.name,
      ...(tax.rate !== null ? { rate: tax.rate } : { amount: tax.amount }),
      tax_account: tax.tax_account,
    })),
  };
}
