"use client";
import { useQuery } from "@tanstack/react-query";
import { useEmbed } from "@/components/embed/embed-context";
import { useAccountName } from "@/components/embed/use-account-name";
import { accountsQuery } from "@/lib/api-client/accounts";

const CASH_CLASSIFICATIONS = ["current_asset"] as const;

/**
 * The business's bank and cash accounts as <option>s, after one for the API's default (its bank account), named in
 * the dialog's own catalogue.
 */
export function CashAccountOptions({ defaultLabel }: { defaultLabel: string }) {
  const { businessId } = useEmbed();
  const accountName = useAccountName();
  const accounts = useQuery(accountsQuery(businessId, CASH_CLASSIFICATIONS));
  const cashAccounts = (accounts.data?.results ?? []).filter(
    (account) => account.cash_flow_tag === "cash_equivalent",
  );
  return (
    <>
      <option value="">{defaultLabel}</option>
      {cashAccounts.map((account) => (
        <option key={account.id} value={account.id}>
          {account.code} {accountName(account)}
        </option>
      ))}
    </>
  );
}
