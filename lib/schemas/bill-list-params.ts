import {
  BILL_SORTS,
  BILL_STATUSES,
  type BillSort,
  type BillStatus,
  DEFAULT_BILL_SORT,
} from "./bill-statuses";

/**
 * The bill list's state in its page URL, under GET /bills/'s own parameter names (status, vendor_id, due_at_start,
 * due_at_end, search, sort, page), so a copied link or a reload shows the same bills. Zod-free, so the list's bundle stays
 * small. A value the API would refuse (a hand-edited link) is dropped rather than failing the page.
 */
export const BILL_FILTER_PARAMS = ["status", "vendor_id", "due_at_start", "due_at_end", "search"] as const;
export type BillFilterParam = (typeof BILL_FILTER_PARAMS)[number];

export interface BillFilterValues extends Record<Exclude<BillFilterParam, "status">, string> {
  status: BillStatus[];
}
export interface BillListParams extends BillFilterValues {
  sort: BillSort;
  page: number;
}

export const SEARCH_MAX_LENGTH = 200;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isRealDate = (text: string) =>
  DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

export const emptyBillFilters = (): BillFilterValues => ({
  status: [],
  vendor_id: "",
  due_at_start: "",
  due_at_end: "",
  search: "",
});

export function parseBillListParams(search: URLSearchParams): BillListParams {
  const text = (name: BillFilterParam) => (search.get(name) ?? "").trim();
  const statuses = text("status").split(",");
  const date = (name: "due_at_start" | "due_at_end") => (isRealDate(text(name)) ? text(name) : "");
  const page = Number(search.get("page"));
  const sort = BILL_SORTS.find((value) => value === search.get("sort")) ?? DEFAULT_BILL_SORT;
  return {
    // In the API's own order whatever order the link has, so one choice always makes one query.
    status: BILL_STATUSES.filter((status) => statuses.includes(status)),
    vendor_id: UUID.test(text("vendor_id")) ? text("vendor_id") : "",
    due_at_start: date("due_at_start"),
    due_at_end: date("due_at_end"),
    search: text("search").length <= SEARCH_MAX_LENGTH ? text("search") : "",
    sort,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters as URL (and API) parameters; empty ones are left out. */
export function billFiltersToParams(values: BillFilterValues): Partial<Record<BillFilterParam, string>> {
  const params: Partial<Record<BillFilterParam, string>> = {};
  if (values.status.length) params.status = values.status.join(",");
  for (const name of ["vendor_id", "due_at_start", "due_at_end", "search"] as const) {
    const value = values[name].trim();
    if (value) params[name] = value;
  }
  return params;
}

/** GET /bills/'s query for the page's state. */
export const billListApiQuery = (params: BillListParams, pageSize: number) => ({
  ...billFiltersToParams(params),
  page: params.page,
  page_size: pageSize,
  sort: params.sort,
});

export type BillFilterError = "dateOrder" | "tooLong";

/** What the form says of its values before they go into the URL: an empty due range, an over-long search. */
export function billFilterErrors(
  values: BillFilterValues,
): Partial<Record<BillFilterParam, BillFilterError>> {
  const errors: Partial<Record<BillFilterParam, BillFilterError>> = {};
  if (values.due_at_start && values.due_at_end && values.due_at_start > values.due_at_end)
    errors.due_at_end = "dateOrder";
  if (values.search.trim().length > SEARCH_MAX_LENGTH) errors.search = "tooLong";
  return errors;
}
