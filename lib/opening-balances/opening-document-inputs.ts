import { ApiError, type ErrorDetails } from "../http/api-error";
import { parseOrThrow } from "../http/validation";
import { createBillSchema, type CreateBillInput } from "../schemas/bill-input";
import { createInvoiceSchema, type CreateInvoiceInput } from "../schemas/invoice-input";
import { MIN_DATE } from "../schemas/format-patterns";
import type { OpeningBillInput, OpeningInvoiceInput } from "../schemas/opening-balances";
import { addDays } from "../time/business-date";

/** The date an opening document is in the ledger from: the one given, else the day before `as_of`. */
export const openingDate = (given: string | undefined, asOf: string) => given ?? addDays(asOf, -1);

/**
 * The items' dates checked against `as_of` before anything is written: a document dated on or after it would not
 * be part of the opening balance. Every problem at once, at `bills.N.field` / `invoices.N.field`.
 */
export function openingDateProblems(
  asOf: string,
  bills: readonly OpeningBillInput[],
  invoices: readonly OpeningInvoiceInput[],
): ErrorDetails {
  const details: ErrorDetails = {};
  const check = (path: string, dateField: string, date: string | undefined, due: string | undefined) => {
    const dated = openingDate(date, asOf);
    if (dated >= asOf) (details[`${path}.${dateField}`] ??= []).push(`Must be before as_of (${asOf}).`);
    // Without a date of its own, a document on the API's first day has none before it to take (the day before).
    else if (dated < MIN_DATE) {
      (details[`${path}.${dateField}`] ??= []).push(
        `Must be before as_of (${asOf}), on or after ${MIN_DATE}.`,
      );
    }
    if (due !== undefined && due < dated) {
      (details[`${path}.due_date`] ??= []).push(`Must not be before ${dateField} (${dated}).`);
    }
  };
  bills.forEach((bill, index) => check(`bills.${index}`, "bill_date", bill.bill_date, bill.due_date));
  invoices.forEach((invoice, index) =>
    check(`invoices.${index}`, "invoice_date", invoice.invoice_date, invoice.due_date),
  );
  return details;
}

/** An opening document's amount: one line for the open amount on the opening-balance equity account. */
const openAmount = (item: OpeningBillInput | OpeningInvoiceInput, equityAccountId: string) => ({
  currency: item.currency,
  exchange_rate: item.exchange_rate,
  line_items: [
    {
      quantity: 1,
      unit_price: item.amount_cents,
      description: "Opening balance",
      account_identifier: { type: "AccountId", id: equityAccountId },
    },
  ],
});

/**
 * An approved bill for the open amount, approved on the bill date. A bill refuses what
 * an opening item may not hold (400, under the item through refusalOfItem).
 */
export function openingBillInput(
  item: OpeningBillInput,
  asOf: string,
  equityAccountId: string,
): CreateBillInput {
  const date = openingDate(item.bill_date, asOf);
  return parseOrThrow(
    createBillSchema,
    {
      external_id: item.external_id,
      vendor_id: item.vendor_id,
      vendor_external_id: item.vendor_external_id,
      vendor_name: item.vendor_name,
      bill_number: item.bill_number,
      vendor_bill_number: item.vendor_bill_number,
      memo: item.memo ?? "Opening balance",
      bill_date: date,
      received_at: date,
      due_at: item.due_date,
      approved_at: date,
      ...openAmount(item, equityAccountId),
    },
    "body",
  );
}

/** A sent invoice for the open amount, sent on the invoice date. */
export function openingInvoiceInput(
  item: OpeningInvoiceInput,
  asOf: string,
  equityAccountId: string,
): CreateInvoiceInput {
  const date = openingDate(item.invoice_date, asOf);
  return parseOrThrow(
    createInvoiceSchema,
    {
      external_id: item.external_id,
      invoice_number: item.invoice_number,
      customer_id: item.customer_id,
      customer_external_id: item.customer_external_id,
      customer_name: item.customer_name,
      status: "SENT",
      sent_at: date,
      due_at: item.due_date,
      memo: item.memo ?? "Opening balance",
      ...openAmount(item, equityAccountId),
    },
    "body",
  );
}

// Where a bill's or invoice's own field names differ from the opening item's.
const ITEM_FIELDS: Record<string, string> = {
  due_at: "due_date",
  sent_at: "invoice_date",
  approved_at: "bill_date",
  received_at: "bill_date",
};

/**
 * A refusal of item `path` (`bills.3`) as the request sees it: its details moved under the item, with the item's
 * own field names (a line item's problem is the amount's), and the item named in the message.
 */
export function refusalOfItem(error: unknown, path: string): unknown {
  if (!(error instanceof ApiError)) return error;
  const details: ErrorDetails = {};
  for (const [field, messages] of Object.entries(error.details ?? {})) {
    const head = field.split(".")[0]!;
    const own = head === "line_items" || head === "additional_sales_taxes" ? "amount_cents" : field;
    (details[`${path}.${ITEM_FIELDS[own] ?? own}`] ??= []).push(...messages);
  }
  const hasDetails = Object.keys(details).length > 0;
  return new ApiError(
    error.code,
    `${path}: ${error.message}`,
    hasDetails ? details : { [path]: [error.message] },
    error.headers,
  );
}
