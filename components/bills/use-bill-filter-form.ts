"use client";
import { useFilterForm } from "@/components/ui/use-filter-form";
import {
  BILL_FILTER_PARAMS,
  type BillFilterError,
  billFilterErrors,
  type BillFilterValues,
  billFiltersToParams,
  emptyBillFilters,
} from "@/lib/schemas/bill-list-params";

/**
 * The bill filter form's state: the URL's filters (the list's values carry its page and sort too, which the form
 * leaves out of its comparison); errors are shown as the last submit found them.
 */
export const useBillFilterForm = (
  urlValues: BillFilterValues,
  errorMessages: Record<BillFilterError, string>,
  onApply: (values: BillFilterValues) => void,
) =>
  useFilterForm({
    urlValues,
    urlKey: JSON.stringify(billFiltersToParams(urlValues)),
    emptyValues: emptyBillFilters,
    errorsOf: billFilterErrors,
    fieldOrder: BILL_FILTER_PARAMS,
    isRecheckedAfterSubmit: false,
    errorMessages,
    onApply,
  });
