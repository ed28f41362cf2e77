import { DATE_PATTERN, DATE_TIME_WITH_OFFSET_PATTERN, UUID_PATTERN } from "./format-patterns";
import { DEFAULT_INVOICE_SORT, INVOICE_SORTS, INVOICE_STATUS_FILTERS } from "./invoice-list-options";
import type { ListInvoicesQuery } from "./invoice-list-query";

export type InvoiceListParam = keyof ListInvoicesQuery;

/**
 * Endpoint 5's parameter rules (listInvoicesQuerySchema) written out by hand for the embed's invoice list: the page
 * checks its URL and its filter form with them, and zod would cost it about 33 kB of JavaScript. The date and UUID
 * patterns are zod's own (format-patterns.ts), and invoice-list-checks.test.ts compares the outcome of every check
 * with the API's schema, so the two cannot drift apart unnoticed.
 *
 * A refusal is "type" where zod's issue stops the query's own cross-parameter rule (a value that is not a number, a
 * date or one of the allowed values), "range" where it does not (a number or a length out of bounds).
 */
type Checked = { value: unknown; refusal?: "type" | "range" };
type Check = (text: string) => Checked;

const wholeNumber =
  (min: number, max = Number.MAX_SAFE_INTEGER): Check =>
  (text) => {
    // Digits only, as the API's wholeNumberQuery: " 12 ", "1e2", "0x1F" and "" are refused.
    if (!/^-?\d+$/.test(text)) return { value: text, refusal: "type" };
    const value = Number(text);
    return value < min || value > max ? { value, refusal: "range" } : { value };
  };

const anyText: Check = (text) => ({ value: text });
const textUpTo =
  (maximum: number): Check =>
  (text) =>
    text.length > maximum ? { value: text, refusal: "range" } : { value: text };

/** A comma-separated list: every item (trimmed, blanks skipped) must pass, and there must be one at least. */
const commaList =
  (isItem: (item: string) => boolean): Check =>
  (text) => {
    const items = text
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
    return items.length > 0 && items.every(isItem) ? { value: items } : { value: text, refusal: "type" };
  };

const dateTime: Check = (text) =>
  DATE_TIME_WITH_OFFSET_PATTERN.test(text) || DATE_PATTERN.test(text)
    ? { value: text }
    : { value: text, refusal: "type" };

const oneOf =
  (allowed: readonly string[]): Check =>
  (text) =>
    allowed.includes(text) ? { value: text } : { value: text, refusal: "type" };

/** One check per parameter of the API's schema (the type sees to that), in the order the schema checks them. */
const CHECKS: Record<InvoiceListParam, Check> = {
  page: wholeNumber(1),
  page_size: wholeNumber(1, 100),
  customer_external_id: anyText,
  customer_id: commaList((item) => UUID_PATTERN.test(item)),
  due_at_start: dateTime,
  due_at_end: dateTime,
  sent_at_start: dateTime,
  sent_at_end: dateTime,
  min_amount: wholeNumber(0),
  max_amount: wholeNumber(0),
  memo: textUpTo(4000),
  memo_contains: textUpTo(200),
  reference_numbers: anyText,
  status: commaList((item) => (INVOICE_STATUS_FILTERS as readonly string[]).includes(item)),
  sort: oneOf(INVOICE_SORTS),
};

export const INVOICE_LIST_PARAMS = Object.keys(CHECKS) as InvoiceListParam[];

const DEFAULTS: Partial<Record<InvoiceListParam, unknown>> = {
  page: 1,
  page_size: 20,
  sort: DEFAULT_INVOICE_SORT,
};

/** A refused parameter; "order" is the one cross-parameter rule, a maximum amount under the minimum. */
export interface InvoiceListIssue {
  param: InvoiceListParam;
  kind: "invalid" | "order";
}

export type InvoiceListCheck =
  { ok: true; query: ListInvoicesQuery } | { ok: false; issues: InvoiceListIssue[] };

/** Endpoint 5's raw parameters (absent ones left out) checked as the API checks them, issues in the API's order. */
export function checkInvoiceListParams(raw: Partial<Record<InvoiceListParam, string>>): InvoiceListCheck {
  const query: Record<string, unknown> = {};
  const issues: InvoiceListIssue[] = [];
  let stopsCrossRule = false;
  for (const param of INVOICE_LIST_PARAMS) {
    const text = raw[param];
    if (text === undefined) {
      if (param in DEFAULTS) query[param] = DEFAULTS[param];
      continue;
    }
    const checked = CHECKS[param](text);
    query[param] = checked.value;
    if (!checked.refusal) continue;
    issues.push({ param, kind: "invalid" });
    if (checked.refusal === "type") stopsCrossRule = true;
  }
  const { min_amount: min, max_amount: max } = query as { min_amount?: number; max_amount?: number };
  if (!stopsCrossRule && min !== undefined && max !== undefined && min > max)
    issues.push({ param: "max_amount", kind: "order" });
  return issues.length ? { ok: false, issues } : { ok: true, query: query as ListInvoicesQuery };
}
