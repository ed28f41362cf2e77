import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import type { AccountRow } from "../../ledger/account-serializer";
import { CLASSIFICATION_LABELS } from "../../schemas/account";
import type { AccountClassification } from "../../schemas/account-classification";
import type {
  BankReconciliationLink,
  BankTransactionResponse,
  MatchSuggestion,
} from "../../schemas/bank-transaction";
import type {
  BankDirection,
  BankTransactionSource,
  BankTransactionStatus,
  BankTransactionType,
  CategorizedBy,
  MatchTargetType,
} from "../../schemas/bank-values";
import { signedCents, type BankTransactionRow } from "./bank-transaction-row";
import {
  categorizationStatusOf,
  isFullyReconciled,
  reconciledCents,
  remainingCents,
} from "./bank-transaction-status";
import {
  loadTransactionRelations,
  type LinkRow,
  type TransactionRelations,
} from "./load-transaction-relations";

const formats = new Map<string, Intl.NumberFormat>();
function displayAmount(cents: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency });
    formats.set(currency, format);
  }
  // Intl puts a no-break space between the code and the number; the field is plain text.
  return format.format(cents / 100).replace(/\u00a0/g, " ");
}

const accountFields = (account: AccountRow | undefined) => ({
  account_id: account?.id ?? null,
  account_code: account?.code ?? null,
  account_name: account?.name ?? null,
});

function subcategoryOf(account: AccountRow | undefined): BankTransactionResponse["subcategory"] {
  if (!account) return null;
  const classification = account.classification as AccountClassification;
  return {
    id: account.id,
    code: account.code,
    name: account.name,
    category: {
      id: classification,
      code: classification.toUpperCase(),
      name: CLASSIFICATION_LABELS[classification],
    },
  };
}

const at = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

function linkResponse(link: LinkRow): BankReconciliationLink {
  return {
    reconciliation_link_id: link.id,
    target_type: link.target_type as MatchTargetType,
    target_id: link.target_id,
    document_type: link.document_type as BankReconciliationLink["document_type"],
    document_id: link.document_id,
    document_number: link.document_number,
    amount_cents: Number(link.amount_cents),
    is_created_payment: link.is_created_payment,
    journal_entry_id: link.journal_entry_id,
    reconciled_at: at(link.created_at),
    notes: link.notes,
  };
}

function transactionResponse(
  row: BankTransactionRow,
  business: BusinessRow,
  relations: TransactionRelations,
  suggestions: MatchSuggestion[] | undefined,
): BankTransactionResponse {
  const bankAccount = relations.bankAccounts.get(row.bankAccountId)!;
  const account = row.accountId ? relations.accounts.get(row.accountId) : undefined;
  const signed = signedCents(row);
  const children = relations.children.get(row.id) ?? [];
  return {
    type: "BankTransaction",
    id: row.id,
    external_id: row.externalId,
    date: row.date,
    amount: row.amountCents,
    display_amount: displayAmount(signed, row.currency),
    signed_amount: signed,
    direction: row.direction as BankDirection,
    currency: row.currency,
    counterparty_name: row.counterpartyName,
    merchant_name: row.merchantName,
    description: row.description,
    reference: row.reference,
    status: row.status as BankTransactionStatus,
    categorization_status: categorizationStatusOf(row),
    transaction_type: row.transactionType as BankTransactionType,
    source: row.source as BankTransactionSource,
    subcategory: subcategoryOf(account),
    business_id: row.businessId,
    business_name: business.name,
    ...accountFields(account),
    tax_rate: row.taxRate === null ? null : String(Number(row.taxRate)),
    tax_amount_cents: row.taxCents,
    categorized_by: row.categorizedBy as CategorizedBy | null,
    rule_id: row.ruleId,
    journal_entry_id: row.categorizationEntryId,
    bank_account_connection_id: row.bankAccountId,
    bank_account_name: bankAccount.displayName,
    bank_account_mask: bankAccount.mask,
    bank_account_currency: bankAccount.currency,
    is_reconciled: isFullyReconciled(row),
    reconciled_at: row.reconciledAt?.toISOString() ?? null,
    reconciled_amount_cents: reconciledCents(row),
    remaining_amount_cents: remainingCents(row),
    reconciliations: (relations.links.get(row.id) ?? []).map(linkResponse),
    parent_id: row.parentId,
    has_children: children.length > 0,
    splits: children.map((child) => {
      const childAccount = child.accountId ? relations.accounts.get(child.accountId) : undefined;
      return {
        id: child.id,
        amount_cents: child.amountCents,
        ...accountFields(childAccount),
        tax_rate: child.taxRate === null ? null : String(Number(child.taxRate)),
        tax_amount_cents: child.taxCents,
        description: child.description,
      };
    }),
    statement_reconciliation_id: row.statementReconciliationId,
    is_locked: row.statementReconciliationId !== null,
    ...(suggestions ? { suggestions } : {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The one bank transaction serializer (extensions.md §2.2's fields and ours, docs/banking.md), with what a page
 * embeds loaded in a few queries. `suggestions` (by transaction id) are added when the caller computed them.
 */
export async function serializeBankTransactions(
  db: Db,
  business: BusinessRow,
  rows: readonly BankTransactionRow[],
  suggestions?: Map<string, MatchSuggestion[]>,
): Promise<BankTransactionResponse[]> {
  const relations = await loadTransactionRelations(db, business.id, rows);
  return rows.map((row) =>
    transactionResponse(row, business, relations, suggestions ? (suggestions.get(row.id) ?? []) : undefined),
  );
}

export async function serializeBankTransaction(db: Db, business: BusinessRow, row: BankTransactionRow) {
  const [serialized] = await serializeBankTransactions(db, business, [row]);
  return serialized!;
}
