"use client";
import { useMemo } from "react";
import { useFilterForm } from "@/components/ui/use-filter-form";
import {
  emptyInvoiceFilters,
  INVOICE_FILTER_PARAMS,
  type InvoiceFilterError,
  invoiceFilterErrors,
  invoiceFiltersFromQuery,
  invoiceFiltersToParams,
} from "@/lib/schemas/invoice-list-filters";
import type { ListInvoicesQuery } from "@/lib/schemas/invoice-list-query";

/**
 * The invoice filter form's state: amounts are typed in major units of the list's currency (`digits`) and go into
 * the URL in minor units; after a first submit, each change checks its own field again.
 */
export function useInvoiceFilterForm({
  query,
  digits,
  errorMessages,
  onApply,
}: {
  query: ListInvoicesQuery;
  digits: number;
  errorMessages: Record<InvoiceFilterError, string>;
  onApply: (params: Record<string, string>) => void;
}) {
  const urlValues = useMemo(() => invoiceFiltersFromQuery(query, digits), [query, digits]);
  return useFilterForm({
    urlValues,
    urlKey: JSON.stringify(urlValues),
    emptyValues: emptyInvoiceFilters,
    errorsOf: (values) => invoiceFilterErrors(values, digits),
    fieldOrder: INVOICE_FILTER_PARAMS,
    isRecheckedAfterSubmit: true,
    errorMessages,
    onApply: (values) => onApply(invoiceFiltersToParams(values, digits)),
  });
}
