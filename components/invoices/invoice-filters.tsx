"use client";
import { useMessages } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { FilterPanel } from "@/components/ui/filter-panel";
import { PartyFilterPicker } from "@/components/ui/party-filter-picker";
import { customerQuery, customerSearchQuery } from "@/lib/api-client/customers";
import { fill } from "@/lib/i18n/define-messages";
import { minorDigits } from "@/lib/i18n/format";
import type { InvoiceFilterValues } from "@/lib/schemas/invoice-list-filters";
import type { ListInvoicesQuery } from "@/lib/schemas/invoice-list-query";
import { StatusFilter } from "./status-filter";
import { useInvoiceFilterForm } from "./use-invoice-filter-form";

type TextField = Exclude<keyof InvoiceFilterValues, "status" | "customer_id">;

/**
 * Every filter of endpoint 5. The form shows the URL's filters and, when applied, writes them back to the URL. On a
 * narrow screen it folds behind a button that says how many filters are active.
 */
export function InvoiceFilters({
  query,
  currency,
  activeFilterCount,
  onApply,
  onClear,
}: {
  query: ListInvoicesQuery;
  currency: string;
  activeFilterCount: number;
  onApply: (params: Record<string, string>) => void;
  onClear: () => void;
}) {
  const messages = useMessages();
  const text = messages.invoiceFilters;
  const digits = minorDigits(currency);
  const form = useInvoiceFilterForm({ query, digits, onApply });

  const errorOf = (name: keyof InvoiceFilterValues) => {
    const code = form.errors[name];
    return code ? text[code] : undefined;
  };
  const input = (
    name: TextField,
    label: string,
    props: { type?: string; hint?: string; inputMode?: "decimal" },
  ) => (
    <Field label={label} error={errorOf(name)} hint={props.hint}>
      {(control) => (
        <input
          {...control}
          name={name}
          value={form.values[name]}
          onChange={(event) => form.setValue(name, event.target.value)}
          type={props.type ?? "text"}
          inputMode={props.inputMode}
          className="input"
        />
      )}
    </Field>
  );
  const amountHint = fill(text.amountHint, { currency });

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
      <StatusFilter value={form.values.status} onChange={(status) => form.setValue("status", status)} />
      <PartyFilterPicker
        name="customer_id"
        value={form.values.customer_id}
        onChange={(customerId) => form.setValue("customer_id", customerId)}
        labels={{
          search: text.customerSearch,
          party: text.customer,
          any: text.anyCustomer,
        }}
        searchQuery={customerSearchQuery}
        partyQuery={customerQuery}
      />
      {input("due_at_start", text.dueFrom, { type: "date" })}
      {input("due_at_end", text.dueTo, { type: "date" })}
      {input("sent_at_start", text.sentFrom, { type: "date" })}
      {input("sent_at_end", text.sentTo, { type: "date" })}
      {input("min_amount", text.minAmount, { inputMode: "decimal", hint: amountHint })}
      {input("max_amount", text.maxAmount, { inputMode: "decimal", hint: amountHint })}
      {input("memo_contains", text.memoContains, {})}
      {input("reference_numbers", text.referenceNumbers, { hint: text.referenceHint })}
    </FilterPanel>
  );
}
