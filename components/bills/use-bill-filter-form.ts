"use client";
import { type FormEvent, useState } from "react";
import {
  BILL_FILTER_PARAMS,
  type BillFilterError,
  billFilterErrors,
  type BillFilterParam,
  type BillFilterValues,
  billFiltersToParams,
  emptyBillFilters,
} from "@/lib/schemas/bill-list-params";

type Errors = Partial<Record<BillFilterParam, BillFilterError>>;
interface FormState {
  /** The URL's filters the form last took its values from. */
  fromUrl: string;
  values: BillFilterValues;
  errors: Errors;
}

/**
 * The bill filter form's state, as the invoice list's (use-invoice-filter-form.ts): it shows the URL's filters and
 * takes them again whenever they change; submitting checks the values and focuses the first refused field.
 */
export function useBillFilterForm(urlValues: BillFilterValues, onApply: (values: BillFilterValues) => void) {
  // Compared by content: a new page gives new values with the same filters, and must keep edits.
  const fromUrl = JSON.stringify(billFiltersToParams(urlValues));
  const [state, setState] = useState<FormState>(() => ({ fromUrl, values: urlValues, errors: {} }));
  const current = state.fromUrl === fromUrl ? state : { fromUrl, values: urlValues, errors: {} };
  if (current !== state) setState(current);

  const setValue = <Name extends keyof BillFilterValues>(name: Name, value: BillFilterValues[Name]) =>
    setState((previous) => ({ ...previous, values: { ...previous.values, [name]: value } }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = billFilterErrors(current.values);
    setState({ ...current, errors });
    const firstRefused = BILL_FILTER_PARAMS.find((name) => errors[name]);
    if (!firstRefused) onApply(current.values);
    else {
      const field = event.currentTarget.elements.namedItem(firstRefused);
      if (field instanceof HTMLElement) field.focus();
    }
  };

  /** Empties the form at once, not when the URL comes back: an edit made meanwhile must not bring old filters back. */
  const clear = () => setState((previous) => ({ ...previous, values: emptyBillFilters(), errors: {} }));

  return { values: current.values, errors: current.errors, setValue, submit, clear };
}
