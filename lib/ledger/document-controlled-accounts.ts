import type { AccountRow } from "./account-serializer";
import type { SystemAccountRole } from "./system-account-roles";

/**
 * The control accounts whose balances are the sum of open documents: accounts payable is what the approved bills
 * less their payments and credits still owe, accounts receivable the same for sent invoices. Only those documents
 * write to them (through the ledger), so AP aging always equals the AP balance and AR aging the AR balance; a manual
 * journal line on either would move the balance without an item to age.
 */
export const SUBLEDGER_CONTROL_ROLES: ReadonlySet<string> = new Set<SystemAccountRole>([
  "accounts_payable",
  "accounts_receivable",
]);

export const isSubledgerControlAccount = (account: Pick<AccountRow, "systemRole">): boolean =>
  account.systemRole != null && SUBLEDGER_CONTROL_ROLES.has(account.systemRole);

/** Why a manual line may not name this account: what to do instead. */
export function subledgerControlRefusal(account: Pick<AccountRow, "code" | "systemRole">): string {
  const documents = account.systemRole === "accounts_payable" ? "bills" : "invoices";
  return (
    `Account ${account.code} is the ${account.systemRole!.replace("_", " ")} control account: only ${documents}, ` +
    `their payments and credits post to it (opening balances: POST /opening-balances/).`
  );
}
