"use client";
import { forwardRef, useState } from "react";
import { useMessages } from "@/components/embed/embed-context";
import { useAccountName } from "@/components/embed/use-account-name";
import { Field } from "@/components/ui/field";
import { useCategoryAccounts } from "./use-category-accounts";

/**
 * A category: a search box narrows the chart (by code or name) in the select under it, which stays a native
 * control (keyboard, screen readers). The chosen account stays listed whatever the search.
 */
export const AccountPicker = forwardRef<
  HTMLSelectElement,
  {
    label: string;
    value: string;
    onChange: (accountId: string) => void;
    error?: string;
    name?: string;
  }
>(function AccountPicker({ label, value, onChange, error, name }, ref) {
  const text = useMessages().bankTransactions;
  const { accounts } = useCategoryAccounts();
  const accountName = useAccountName();
  const [search, setSearch] = useState("");
  const needle = search.trim().toLowerCase();
  const shown = accounts.filter(
    (account) =>
      account.id === value ||
      !needle ||
      account.code.toLowerCase().startsWith(needle) ||
      accountName(account).toLowerCase().includes(needle) ||
      account.name.toLowerCase().includes(needle),
  );
  return (
    <div className="flex flex-col gap-2">
      <Field label={`${label}: ${text.accountSearch}`}>
        {(control) => (
          <input
            {...control}
            type="search"
            className="input"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </Field>
      <Field label={label} error={error}>
        {(control) => (
          <select
            {...control}
            ref={ref}
            name={name}
            className="input"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">{text.chooseAccount}</option>
            {shown.map((account) => (
              <option key={account.id} value={account.id}>
                {account.code} {accountName(account)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
});
