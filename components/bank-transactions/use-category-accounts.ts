"use client";
import { useQuery } from "@tanstack/react-query";
import { useEmbed } from "@/components/embed/embed-context";
import { accountsQuery } from "@/lib/api-client/accounts";
import type { AccountResponse } from "@/lib/schemas/account";
import { ACCOUNT_CLASSIFICATIONS } from "@/lib/schemas/account-classification";

/** Accounts whose balances belong to documents: a bank line reaches them by a match, never a category. */
const DOCUMENT_ROLES = new Set([
  "accounts_payable",
  "accounts_receivable",
  "customer_credit",
  "payment_clearing",
]);

const isCategory = (account: AccountResponse) => !DOCUMENT_ROLES.has(account.system_role ?? "");

/** The chart's accounts a bank line can be categorized to (the API refuses the others on `account_id`). */
export function useCategoryAccounts() {
  const { businessId } = useEmbed();
  const accounts = useQuery(accountsQuery(businessId, ACCOUNT_CLASSIFICATIONS));
  return { ...accounts, accounts: (accounts.data?.results ?? []).filter(isCategory) };
}
