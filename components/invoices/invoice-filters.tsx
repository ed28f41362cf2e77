"use client";
import { useMessages } from "@/components/embed/embed-context";
import { FilterFormPanel } from "@/components/ui/filter-form-panel";
import { FilterTextInput } from "@/components/ui/filter-text-input";
import { PartyFilterPicker } from "@/components/ui/party-filter-picker";
import { customerQuery, customerSearchQuery } from "@/lib/api-client/customers";
import { fill } from "@/lib/i18n/define-messages";
import { minorDigits } from "@/lib/i18n/format";
import type { ListInvoicesQuery } from "@/lib/schemas/invoice-list-query";
import { StatusFilter } from "./status-filter";
import { useInvoiceFilterForm } from "./use-invoice-filter-form";

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
  const form = useInvoiceFilterForm({ query, digits, errorMessages: text, onApply });

  const amountHint = fill(text.amountHint, { currency });

  return (
    <FilterFormPanel text={text} activeCount={activeFilterCount} form={form} onClear={onClear}>
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
      <FilterTextInput {...form.textField("due_at_start")} label={text.dueFrom} type="date" />
      <FilterTextInput {...form.textField("due_at_end")} label={text.dueTo} type="date" />
      <FilterTextInput {...form.textField("sent_at_start")} label={text.sentFrom} type="date" />
      <FilterTextInput {...form.textField("sent_at_end")} label={text.sentTo} type="date" />
      <FilterTextInput
        {...form.textField("min_amount")}
        label={text.minAmount}
        inputMode="decimal"
        hint={amountHint}
      />
      <FilterTextInput
        {...form.textField("max_amount")}
        label={text.maxAmount}
        inputMode="decimal"
        hint={amountHint}
      />
      <FilterTextInput {...form.textField("memo_contains")} label={text.memoContains} />
      <FilterTextInput
        {...form.textField("reference_numbers")}
        label={text.referenceNumbers}
        hint={text.referenceHint}
      />
    </FilterFormPanel>
  );
}
