"use client";
import { useCallback } from "react";
import { accountDisplayName } from "@/lib/i18n/account-display-name";
import { useMessages } from "./embed-context";

/** An account's name in the person's language while it keeps its default-chart name (accountDisplayName). */
export function useAccountName(): (account: { code?: string | null; name: string }) => string {
  const names = useMessages().accountNames;
  return useCallback((account) => accountDisplayName(account, names), [names]);
}
