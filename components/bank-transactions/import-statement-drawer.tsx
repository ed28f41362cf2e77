"use client";
import dynamic from "next/dynamic";
import { useMessages } from "@/components/embed/embed-context";
import { SideDrawer } from "@/components/ui/side-drawer";
import { LoadingSkeleton } from "@/components/ui/states";
import type { BankAccountResponse } from "@/lib/schemas/bank-account";

// Loaded when the drawer first opens (file reading, CSV mapping), not with the inbox.
const ImportStatementForm = dynamic(
  () => import("./import-statement-form").then((module) => module.ImportStatementForm),
  { loading: () => <LoadingSkeleton rows={3} /> },
);

/** The statement import in a side panel: wide enough for a CSV's column mapping, full width at 360 px. */
export function ImportStatementDrawer({
  isOpen,
  bankAccounts,
  initialAccountId,
  onClose,
}: {
  isOpen: boolean;
  bankAccounts: BankAccountResponse[];
  initialAccountId: string;
  onClose: () => void;
}) {
  const text = useMessages().bankTransactions;
  return (
    <SideDrawer isOpen={isOpen} onClose={onClose} title={text.importTitle}>
      <ImportStatementForm
        bankAccounts={bankAccounts}
        initialAccountId={initialAccountId}
        onClose={onClose}
      />
    </SideDrawer>
  );
}
