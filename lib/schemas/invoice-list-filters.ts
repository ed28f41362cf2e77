import { checkInvoiceListParams, type InvoiceListIssue } from "./invoice-list-checks";
import { INVOICE_STATUS_FILTERS } from "./invoice-list-options";
import type { ListInvoicesQuery } from "./invoice-list-query";

/**
 * The invoice list's filter form. Its fields carry the names of endpoint 5's parameters; amounts are typed in major
 * units. The form has no rules of its own for what the API checks: it converts its values into the API's query and
 * checks them with endpoint 5's rules (invoice-list-checks.ts), so the browser and the server refuse the same inputs.
 */
export const INVOICE_TEXT_FILTERS = [
  "customer_id",
  "due_at_start",
  "due_at_end",
  "sent_at_start",
  "sent_at_end",
  "min_amount",
  "max_amount",
  "memo_contains",
  "reference_numbers",
] as const;
type TextFilter = (typeof INVOICE_TEXT_FILTERS)[number];
export type InvoiceFilterValues = { status: (typeof INVOICE_STATUS_FILTERS)[number][] } & Record<
  TextFilter,
  string
>;

/** The parameters the filter form owns; `page`, `page_size` and `sort` belong to the table. */
export const INVOICE_FILTER_PARAMS = ["status", ...INVOICE_TEXT_FILTERS] as const;

/** Codes, not text: the form shows each in the viewer's language (messages invoiceFilters.errors). */
export type InvoiceFilterError = "amountInvalid" | "amountOrder" | "dateInvalid" | "dateOrder" | "tooLong";

export const emptyInvoiceFilters = (): InvoiceFilterValues => ({
  status: [],
  ...(Object.fromEntries(INVOICE_TEXT_FILTERS.map((name) => [name, ""])) as Record<TextFilter, string>),
});

/**
 * "12.50" or "12,50" → 1250 cents, exactly (no floating point). Text that is not a plain decimal, or has more
 * fraction digits than the currency, is passed on unconverted for the API's rules to refuse.
 */
export function majorToMinorUnits(text: string, digits: number): string {
  const match = /^(-?)(\d+)(?:[.,](\d+))?$/.exec(text.trim());
  if (!match || (match[3] ?? "").length > digits) return text.trim();
  const [, sign, whole, fraction = ""] = match;
  return `${sign}${BigInt(whole + fraction.padEnd(digits, "0"))}`;
}

export function minorToMajorUnits(cents: number, digits: number): string {
  return (cents / 10 ** digits).toFixed(digits);
}

/** The form's values as endpoint 5's query parameters; empty fields are left out. */
export function invoiceFiltersToParams(values: InvoiceFilterValues, digits: number): Record<string, string> {
  const params: Record<string, string> = {};
  if (values.status.length) params.status = values.status.join(",");
  for (const name of INVOICE_TEXT_FILTERS) {
    const value = values[name].trim();
    if (!value) continue;
    params[name] = name === "min_amount" || name === "max_amount" ? majorToMinorUnits(value, digits) : value;
  }
  return params;
}

/** The filters of a parsed list query, as the form shows them. */
export function invoiceFiltersFromQuery(query: ListInvoicesQuery, digits: number): InvoiceFilterValues {
  const values = emptyInvoiceFilters();
  values.status = query.status ?? [];
  values.customer_id = query.customer_id?.join(",") ?? "";
  for (const name of ["due_at_start", "due_at_end", "sent_at_start", "sent_at_end"] as const)
    values[name] = query[name] ?? "";
  if (query.min_amount !== undefined) values.min_amount = minorToMajorUnits(query.min_amount, digits);
  if (query.max_amount !== undefined) values.max_amount = minorToMajorUnits(query.max_amount, digits);
  values.memo_contains = query.memo_contains ?? "";
  values.reference_numbers = query.reference_numbers ?? "";
  return values;
}

function errorCode({ param, kind }: InvoiceListIssue): InvoiceFilterError {
  if (param === "min_amount" || param === "max_amount")
    return kind === "order" ? "amountOrder" : "amountInvalid";
  if (param.endsWith("_start") || param.endsWith("_end")) return "dateInvalid";
  return "tooLong";
}

/** A range whose start is after its end matches nothing: the API allows it, the form points it out. */
const DATE_RANGES = [
  ["due_at_start", "due_at_end"],
  ["sent_at_start", "sent_at_end"],
] as const;

export type InvoiceFilterErrors = Partial<Record<keyof InvoiceFilterValues, InvoiceFilterError>>;

/** What the form shows under its fields: the API's refusals of its values (the first per field), then empty ranges. */
export function invoiceFilterErrors(values: InvoiceFilterValues, digits: number): InvoiceFilterErrors {
  const errors: InvoiceFilterErrors = {};
  const checked = checkInvoiceListParams(invoiceFiltersToParams(values, digits));
  for (const issue of checked.ok ? [] : checked.issues) {
    const field = issue.param as keyof InvoiceFilterValues;
    errors[field] ??= errorCode(issue);
  }
  for (const [start, end] of DATE_RANGES) {
    if (!errors[start] && !errors[end] && values[start] && values[end] && values[start] > values[end])
      errors[end] = "dateOrder";
  }
  return errors;
}
