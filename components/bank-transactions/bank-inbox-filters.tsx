"use client";
import { type FormEvent, useState } from "react";
import { useMessages } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { FilterPanel } from "@/components/ui/filter-panel";
import { fill } from "@/lib/i18n/define-messages";
import type { BankAccountResponse } from "@/lib/schemas/bank-account";
import {
  BANK_INBOX_FILTERS,
  type BankInboxFilter,
  bankInboxFilterErrors,
  type BankInboxParams,
} from "@/lib/schemas/bank-inbox-params";
import { BankAccountOptions } from "./bank-account-options";

type Errors = ReturnType<typeof bankInboxFilterErrors>;

/**
 * The list route's filters as a form: it shows the URL's values and, applied, writes them back to the URL. On a
 * narrow frame it folds behind a button that says how many are active.
 */
export function BankInboxFilters({
  params,
  bankAccounts,
  digits,
  currency,
  activeFilterCount,
  onApply,
  onClear,
}: {
  params: BankInboxParams;
  bankAccounts: BankAccountResponse[];
  digits: number;
  currency: string;
  activeFilterCount: number;
  onApply: (filters: Record<BankInboxFilter, string>) => void;
  onClear: () => void;
}) {
  const text = useMessages().bankTransactions;
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      BANK_INBOX_FILTERS.map((name) => [name, String(data.get(name) ?? "").trim()]),
    ) as Record<BankInboxFilter, string>;
    const found = bankInboxFilterErrors(values, digits);
    setErrors(found);
    const firstRefused = BANK_INBOX_FILTERS.find((name) => found[name]);
    if (!firstRefused) return onApply(values);
    const field = event.currentTarget.elements.namedItem(firstRefused);
    if (field instanceof HTMLElement) field.focus();
  };
  const input = (name: BankInboxFilter, label: string, props: { type?: string; hint?: string } = {}) => (
    <Field label={label} hint={props.hint} error={errors[name] ? text[errors[name]] : undefined}>
      {(control) => (
        <input
          {...control}
          name={name}
          defaultValue={params[name]}
          type={props.type ?? "text"}
          inputMode={name.startsWith("amount") ? "decimal" : undefined}
          className="input"
        />
      )}
    </Field>
  );
  return (
    <FilterPanel
      // A new URL (a link, Clear) gives the form its values again.
      key={BANK_INBOX_FILTERS.map((name) => params[name]).join("|")}
      label={text.filtersLabel}
      toggleText={text.filtersLabel}
      activeCount={activeFilterCount}
      activeCountText={text.activeCount}
      applyText={text.apply}
      clearText={text.clear}
      onClear={() => {
        setErrors({});
        onClear();
      }}
      onSubmit={submit}
    >
      <Field label={text.bankAccount}>
        {(control) => (
          <select {...control} name="bank_account" defaultValue={params.bank_account} className="input">
            <option value="">{text.allAccounts}</option>
            <BankAccountOptions bankAccounts={bankAccounts} />
          </select>
        )}
      </Field>
      {input("date_from", text.dateFrom, { type: "date" })}
      {input("date_to", text.dateTo, { type: "date" })}
      {input("amount_min", text.amountMin, { hint: fill(text.amountHint, { currency }) })}
      {input("amount_max", text.amountMax, { hint: fill(text.amountHint, { currency }) })}
      {input("search", text.search, { type: "search", hint: text.searchHint })}
    </FilterPanel>
  );
}
