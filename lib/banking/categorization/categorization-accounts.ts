import type { Db } from "../../db/client";
import { ApiError, type ErrorDetails } from "../../http/api-error";
import type { AccountRow } from "../../ledger/account-serializer";
import { resolveAccounts } from "../../ledger/resolve-account";
import type { SystemAccountRole } from "../../ledger/system-account-roles";

/** Accounts whose balances belong to documents (the payables and receivables ledgers, processor clearing). */
const DOCUMENT_CONTROLLED_ROLES: ReadonlySet<string> = new Set<SystemAccountRole>([
  "accounts_payable",
  "accounts_receivable",
  "customer_credit",
  "payment_clearing",
]);

/**
 * The accounts a categorization names, each checked: of this business and not archived (400, as resolveAccounts
 * says), not the bank account's own cash account and not a document-controlled account (400 naming the field).
 */
export async function categoryAccounts(
  tx: Db,
  businessId: string,
  requests: readonly { accountId: string; fieldPath: string }[],
  bankLedgerAccountId: string,
): Promise<AccountRow[]> {
  const resolved = await resolveAccounts(
    tx,
    businessId,
    requests.map((request) => ({
      reference: { type: "AccountId" as const, id: request.accountId },
      fieldPath: request.fieldPath,
    })),
  );
  const details: ErrorDetails = {};
  resolved.forEach((account, index) => {
    const path = requests[index]!.fieldPath;
    if (account.id === bankLedgerAccountId) {
      (details[path] ??= []).push("This is the bank account's own ledger account.");
    } else if (account.systemRole && DOCUMENT_CONTROLLED_ROLES.has(account.systemRole)) {
      (details[path] ??= []).push(
        `Account ${account.code} holds the balances of documents: match the transaction to its documents instead.`,
      );
    }
  });
  if (Object.keys(details).length) throw ApiError.validation(details, "Unusable account.");
  return resolved;
}

/** The account a part's tax goes to: input tax on money out, sales tax payable on money in. */
export async function taxAccountFor(tx: Db, businessId: string, direction: "credit" | "debit") {
  const role = direction === "debit" ? "input_tax" : "sales_tax_payable";
  const [account] = await resolveAccounts(tx, businessId, [{ reference: role, fieldPath: role }]);
  return account!;
}
