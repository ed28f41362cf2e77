"use client";
import { useAccountName } from "@/components/embed/use-account-name";
import type { AccountResponse } from "@/lib/schemas/account";

/** Accounts a bill is never booked to, though they share a classification with ones it is. */
const NOT_FOR_BILL_LINES = new Set(["bank", "accounts_receivable", "payment_clearing", "input_tax"]);

export const isBillLineAccount = (account: AccountResponse) =>
  account.cash_flow_tag !== "cash_equivalent" && !NOT_FOR_BILL_LINES.has(account.system_role ?? "");

/** The chart's accounts as <option>s grouped by the chart's own subtype (Operating expenses, Inventories, …). */
export function AccountSelectOptions({ accounts }: { accounts: AccountResponse[] }) {
  const accountName = useAccountName();
  const groups = new Map<string, AccountResponse[]>();
  for (const account of accounts.filter(isBillLineAccount)) {
    groups.set(account.subtype, [...(groups.get(account.subtype) ?? []), account]);
  }
  return [...groups].map(([subtype, members]) => (
    <optgroup key={subtype} label={subtype}>
      {members.map((account) => (
        <option key={account.id} value={account.id}>
          {account.code} {accountName(account)}
        </option>
      ))}
    </optgroup>
  ));
}
