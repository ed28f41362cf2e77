"use client";
import { type FormEvent, useMemo, useState } from "react";
import {
  emptyInvoiceFilters,
  INVOICE_FILTER_PARAMS,
  type InvoiceFilterErrors,
  invoiceFilterErrors,
  type InvoiceFilterValues,
  invoiceFiltersFromQuery,
  invoiceFiltersToParams,
} from "@/lib/schemas/invoice-list-filters";
import type { ListInvoicesQuery } from "@/lib/schemas/invoice-list-query";

interface FormState {
  /** The URL's filters the form last took its values from. */
  fromUrl: string;
  values: InvoiceFilterValues;
  errors: InvoiceFilterErrors;
  isSubmitted: boolean;
}

const freshState = (fromUrl: string, values: InvoiceFilterValues): FormState => ({
  fromUrl,
  values,
  errors: {},
  isSubmitted: false,
});

/**
 * The filter form's state in plain React. It behaves as it did with react-hook-form, which the invoice list no longer
 * loads (with its zod resolver, some 50 kB of JavaScript for one small form): the form shows the URL's filters and
 * takes them again whenever they change; submitting checks every field and focuses the first refused one; after a
 * first submit, each change checks its own field again.
 */
export function useInvoiceFilterForm({
  query,
  digits,
  onApply,
}: {
  query: ListInvoicesQuery;
  digits: number;
  onApply: (params: Record<string, string>) => void;
}) {
  const urlValues = useMemo(() => invoiceFiltersFromQuery(query, digits), [query, digits]);
  // Compared by content: a new page or sort gives a new query object with the same filters, and must keep edits.
  const fromUrl = JSON.stringify(urlValues);
  const [state, setState] = useState(() => freshState(fromUrl, urlValues));
  const current = state.fromUrl === fromUrl ? state : freshState(fromUrl, urlValues);
  if (current !== state) setState(current);

  const setValue = <Name extends keyof InvoiceFilterValues>(name: Name, value: InvoiceFilterValues[Name]) =>
    setState((previous) => {
      const values = { ...previous.values, [name]: value };
      const errors = previous.isSubmitted
        ? { ...previous.errors, [name]: invoiceFilterErrors(values, digits)[name] }
        : previous.errors;
      return { ...previous, values, errors };
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = invoiceFilterErrors(current.values, digits);
    setState({ ...current, errors, isSubmitted: true });
    const firstRefused = INVOICE_FILTER_PARAMS.find((name) => errors[name]);
    if (!firstRefused) onApply(invoiceFiltersToParams(current.values, digits));
    else {
      const field = event.currentTarget.elements.namedItem(firstRefused);
      if (field instanceof HTMLElement) field.focus();
    }
  };

  /** Empties the form at once, not when the URL comes back: an edit made meanwhile must not bring old filters back. */
  const clear = () => setState((previous) => freshState(previous.fromUrl, emptyInvoiceFilters()));

  return { values: current.values, errors: current.errors, setValue, submit, clear };
}
