"use client";
import { useMessages } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { FilterPanel } from "@/components/ui/filter-panel";
import { PartyFilterPicker } from "@/components/ui/party-filter-picker";
import { vendorQuery, vendorSearchQuery } from "@/lib/api-client/vendors";
import { BILL_STATUSES } from "@/lib/schemas/bill-statuses";
import type { BillFilterValues } from "@/lib/schemas/bill-list-params";
import { useBillFilterForm } from "./use-bill-filter-form";

type TextField = "due_at_start" | "due_at_end" | "search";

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
  const form = useBillFilterForm(values, onApply);
  const toggleStatus = (status: (typeof BILL_STATUSES)[number], isChecked: boolean) =>
    form.setValue(
      "status",
      BILL_STATUSES.filter((each) => (each === status ? isChecked : form.values.status.includes(each))),
    );
  const input = (name: TextField, label: string, props: { type?: string; hint?: string }) => {
    const error = form.errors[name];
    return (
      <Field label={label} error={error ? text[error] : undefined} hint={props.hint}>
        {(control) => (
          <input
            {...control}
            name={name}
            value={form.values[name]}
            onChange={(event) => form.setValue(name, event.target.value)}
            type={props.type ?? "text"}
            className="input"
          />
        )}
      </Field>
    );
  };

  return (
    <FilterPanel
      label={text.label}
      toggleText={text.toggle}
      activeCount={activeFilterCount}
      activeCountText={text.activeCount}
      applyText={text.apply}
      clearText={text.clear}
      onClear={() => {
        form.clear();
        onClear();
      }}
      onSubmit={form.submit}
    >
      <fieldset className="sm:col-span-2 lg:col-span-3">
        <legend className="text-sm font-medium">{text.status}</legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {BILL_STATUSES.map((status) => (
            <label key={status} className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="status"
                value={status}
                checked={form.values.status.includes(status)}
                onChange={(event) => toggleStatus(status, event.target.checked)}
                className="h-4 w-4 accent-embed-active"
              />
              {messages.bills[`status_${status}`]}
            </label>
          ))}
        </div>
      </fieldset>
      <PartyFilterPicker
        name="vendor_id"
        value={form.values.vendor_id}
        onChange={(id) => form.setValue("vendor_id", id)}
        labels={{ search: text.vendorSearch, party: text.vendor, any: text.anyVendor }}
        searchQuery={vendorSearchQuery}
        partyQuery={vendorQuery}
      />
      {input("due_at_start", text.dueFrom, { type: "date" })}
      {input("due_at_end", text.dueTo, { type: "date" })}
      {input("search", text.search, { type: "search", hint: text.searchHint })}
    </FilterPanel>
  );
}
