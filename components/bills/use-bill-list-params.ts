"use client";
import { useMemo } from "react";
import { useSearchParamState } from "@/components/ui/use-search-param-state";
import {
  BILL_FILTER_PARAMS,
  type BillFilterParam,
  billFiltersToParams,
  type BillFilterValues,
  parseBillListParams,
} from "@/lib/schemas/bill-list-params";
import { type BillSort, DEFAULT_BILL_SORT } from "@/lib/schemas/bill-statuses";

/**
 * The bill list's filters, order and page live in the page URL under GET /bills/'s parameter names, so a copied link
 * or a reload shows the same bills. A new filter or order starts again from the first page.
 */
export function useBillListParams() {
  const [search, update] = useSearchParamState();
  const params = useMemo(() => parseBillListParams(search), [search]);
  const activeFilterCount = BILL_FILTER_PARAMS.filter((name) => billFiltersToParams(params)[name]).length;
  const none = Object.fromEntries(BILL_FILTER_PARAMS.map((name) => [name, undefined])) as Record<
    BillFilterParam,
    undefined
  >;
  return {
    params,
    activeFilterCount,
    setFilters: (filters: BillFilterValues) =>
      update({ ...none, ...billFiltersToParams(filters), page: undefined }),
    clearFilters: () => update({ ...none, page: undefined }),
    setSort: (sort: BillSort) =>
      update({ sort: sort === DEFAULT_BILL_SORT ? undefined : sort, page: undefined }),
    setPage: (page: number) => update({ page: page > 1 ? String(page) : undefined }),
  };
}
