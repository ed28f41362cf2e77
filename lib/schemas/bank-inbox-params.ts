import { parseMajorUnits } from "../money/major-units-input";

/**
 * The bank transactions page's state in its URL (issue 13 item 7): which lines (`view`), the filters as typed
 * (amounts in major units, as a person reads them) and the page. Shared by the page and its tests; zod-free, so the
 * browser bundle stays small. A value that cannot be read is ignored rather than refused: a hand-edited link still
 * opens the inbox.
 */
export const BANK_INBOX_VIEWS = ["review", "categorized", "matched", "excluded", "all"] as const;
export type BankInboxView = (typeof BANK_INBOX_VIEWS)[number];

export const BANK_INBOX_FILTERS = [
  "bank_account",
  "date_from",
  "date_to",
  "amount_min",
  "amount_max",
  "search",
] as const;
export type BankInboxFilter = (typeof BANK_INBOX_FILTERS)[number];

export interface BankInboxParams extends Record<BankInboxFilter, string> {
  view: BankInboxView;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseBankInboxParams(search: URLSearchParams): BankInboxParams {
  const text = (name: string, pattern?: RegExp) => {
    const value = (search.get(name) ?? "").trim();
    return !pattern || pattern.test(value) ? value : "";
  };
  const view = search.get("view") as BankInboxView | null;
  const page = Number(search.get("page"));
  return {
    view: view && BANK_INBOX_VIEWS.includes(view) ? view : "review",
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    bank_account: text("bank_account", UUID),
    date_from: text("date_from", DATE),
    date_to: text("date_to", DATE),
    amount_min: text("amount_min"),
    amount_max: text("amount_max"),
    search: text("search").slice(0, 200),
  };
}

/** Which transactions each view lists (GET /bank-transactions/ filters). */
const VIEW_QUERY: Record<BankInboxView, Record<string, string>> = {
  review: { needs_categorization: "true" },
  categorized: { status: "categorized,split" },
  matched: { status: "matched" },
  excluded: { status: "excluded" },
  all: {},
};

/** An amount filter as cents, or undefined when it is empty or not an amount in the currency. */
export const amountFilterCents = (text: string, digits: number): number | undefined => {
  if (!text) return undefined;
  const cents = parseMajorUnits(text, digits);
  return Number.isSafeInteger(cents) && cents >= 0 ? cents : undefined;
};

/** The list route's query for the page's state; amounts are the currency's minor units. */
export function bankInboxApiQuery(params: BankInboxParams, digits: number, pageSize: number) {
  return {
    ...VIEW_QUERY[params.view],
    bank_account_connection_id: params.bank_account || undefined,
    date_from: params.date_from || undefined,
    date_to: params.date_to || undefined,
    amount_min: amountFilterCents(params.amount_min, digits),
    amount_max: amountFilterCents(params.amount_max, digits),
    search: params.search || undefined,
    page: params.page,
    page_size: pageSize,
  };
}

export type BankInboxFilterError = "amountInvalid" | "dateOrder" | "amountOrder";

/** What is wrong with filters as typed, before they go into the URL. */
export function bankInboxFilterErrors(
  values: Record<BankInboxFilter, string>,
  digits: number,
): Partial<Record<BankInboxFilter, BankInboxFilterError>> {
  const errors: Partial<Record<BankInboxFilter, BankInboxFilterError>> = {};
  const min = amountFilterCents(values.amount_min, digits);
  const max = amountFilterCents(values.amount_max, digits);
  if (values.amount_min && min === undefined) errors.amount_min = "amountInvalid";
  if (values.amount_max && max === undefined) errors.amount_max = "amountInvalid";
  if (min !== undefined && max !== undefined && min > max) errors.amount_max = "amountOrder";
  if (values.date_from && values.date_to && values.date_from > values.date_to) errors.date_to = "dateOrder";
  return errors;
}
