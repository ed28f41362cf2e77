"use client";
import { useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { useEmbed } from "@/components/embed/embed-context";
import { INVOICE_FILTER_PARAMS } from "@/lib/schemas/invoice-list-filters";
import { DEFAULT_INVOICE_SORT, type InvoiceSort } from "@/lib/schemas/invoice-list-options";
import { parseInvoiceListParams } from "@/lib/schemas/invoice-list-params";

/**
 * The invoice list's whole state lives in the page URL as endpoint 5's parameters, so a copied link or a reload shows
 * the same view. Changes replace the history entry: paging through a list should not fill the back button.
 */
export function useInvoiceListParams() {
  const { businessId } = useEmbed();
  const searchParams = useSearchParams();
  const router = useRouter();
  const query = useMemo(
    () => parseInvoiceListParams(new URLSearchParams(searchParams.toString())),
    [searchParams],
  );
  const activeFilterCount = INVOICE_FILTER_PARAMS.filter((name) => query[name] !== undefined).length;

  const replace = useCallback(
    (change: (params: URLSearchParams) => void) => {
      const next = new URLSearchParams(searchParams.toString());
      change(next);
      const text = next.toString();
      router.replace(`/embed/${businessId}/invoices/${text ? `?${text}` : ""}`, { scroll: false });
    },
    [businessId, router, searchParams],
  );

  /** A new filter, sort or page size starts again from the first page. */
  const setFilters = useCallback(
    (filters: Record<string, string>) =>
      replace((next) => {
        for (const name of INVOICE_FILTER_PARAMS) next.delete(name);
        for (const [name, value] of Object.entries(filters)) next.set(name, value);
        next.delete("page");
      }),
    [replace],
  );
  const setPage = useCallback(
    (page: number) => replace((next) => (page <= 1 ? next.delete("page") : next.set("page", String(page)))),
    [replace],
  );
  const setPageSize = useCallback(
    (size: number) =>
      replace((next) => {
        next.set("page_size", String(size));
        next.delete("page");
      }),
    [replace],
  );
  const setSort = useCallback(
    (sort: InvoiceSort) =>
      replace((next) => {
        if (sort === DEFAULT_INVOICE_SORT) next.delete("sort");
        else next.set("sort", sort);
        next.delete("page");
      }),
    [replace],
  );
  return {
    query,
    activeFilterCount,
    setFilters,
    clearFilters: () => setFilters({}),
    setPage,
    setPageSize,
    setSort,
  };
}
