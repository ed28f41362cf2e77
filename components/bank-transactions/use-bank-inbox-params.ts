"use client";
import { useMemo } from "react";
import { useSearchParamState } from "@/components/ui/use-search-param-state";
import {
  BANK_INBOX_FILTERS,
  type BankInboxFilter,
  type BankInboxView,
  parseBankInboxParams,
} from "@/lib/schemas/bank-inbox-params";

/**
 * The inbox's view, filters and page live in the page URL, so a copied link or a reload shows the same lines. A new
 * view or filter starts again from the first page.
 */
export function useBankInboxParams() {
  const [search, update] = useSearchParamState();
  const params = useMemo(() => parseBankInboxParams(search), [search]);
  const activeFilterCount = BANK_INBOX_FILTERS.filter((name) => params[name]).length;
  return {
    params,
    activeFilterCount,
    setView: (view: BankInboxView) => update({ view: view === "review" ? undefined : view, page: undefined }),
    setFilters: (filters: Record<BankInboxFilter, string>) => update({ ...filters, page: undefined }),
    clearFilters: () =>
      update(Object.fromEntries([...BANK_INBOX_FILTERS, "page"].map((name) => [name, undefined]))),
    setPage: (page: number) => update({ page: page > 1 ? String(page) : undefined }),
  };
}
