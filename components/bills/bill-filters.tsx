"use client";
import { useMessages } from "@/components/embed/embed-context";
import { FilterCheckboxes } from "@/components/ui/filter-checkboxes";
import { FilterFormPanel } from "@/components/ui/filter-form-panel";
import { FilterTextInput } from "@/components/ui/filter-text-input";
import { PartyFilterPicker } from "@/components/ui/party-filter-picker";
import { vendorQuery, vendorSearchQuery } from "@/lib/api-client/vendors";
import { BILL_STATUSES } from "@/lib/schemas/bill-statuses";
import type { BillFilterValues } from "@/lib/schemas/bill-list-params";
import { useBillFilterForm } from "./use-bill-filter-form";

/**
 * GET /bills/'s filters: status, vendor, due range, search. The form shows the URL's filters and, when applied,
 * writes them back to the URL. On a narrow screen it folds behind a button that says how many filters are active.
 */
export function BillFilters({
  values,
  activeFilterCount,
  onApply,
  onClear,
}: {
  values: BillFilterValues;
  activeFilterCount: number;
  onApply: (values: BillFilterValues) => void;
  onClear: () => void;
}) {
  const messages = useMessages();
  const text = messages.billFilters;
  const form = useBillFilterForm(values, text, onApply);

  return (
    <FilterFormPanel text={text} activeCount={activeFilterCount} form={form} onClear={onClear}>
      <FilterCheckboxes
        legend={text.status}
        name="status"
        options={BILL_STATUSES}
        value={form.values.status}
        onChange={(statuses) => form.setValue("status", statuses)}
        labelOf={(status) => messages.bills[`status_${status}`]}
      />
      <PartyFilterPicker
        name="vendor_id"
        value={form.values.vendor_id}
        onChange={(id) => form.setValue("vendor_id", id)}
        labels={{ search: text.vendorSearch, party: text.vendor, any: text.anyVendor }}
        searchQuery={vendorSearchQuery}
        partyQuery={vendorQuery}
      />
      <FilterTextInput {...form.textField("due_at_start")} label={text.dueFrom} type="date" />
      <FilterTextInput {...form.textField("due_at_end")} label={text.dueTo} type="date" />
      <FilterTextInput
        {...form.textField("search")}
        label={text.search}
        type="search"
        hint={text.searchHint}
      />
    </FilterFormPanel>
  );
}
