import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/query-rows";
import { accounts, bankAccounts, bankTransactions } from "../../db/schema";
import type { AccountRow } from "../../ledger/account-serializer";
import type { BankAccountRow } from "../accounts/bank-account-row";
import type { BankTransactionRow } from "./bank-transaction-row";

export interface LinkRow {
  id: string;
  bank_transaction_id: string;
  target_type: string;
  target_id: string;
  document_type: string;
  document_id: string;
  document_number: string | null;
  amount_cents: string | number;
  is_created_payment: boolean;
  journal_entry_id: string | null;
  notes: string | null;
  created_at: string | Date;
}

export interface TransactionRelations {
  bankAccounts: Map<string, BankAccountRow>;
  accounts: Map<string, AccountRow>;
  children: Map<string, BankTransactionRow[]>;
  links: Map<string, LinkRow[]>;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** What a page of transactions shows besides its own columns, one query per kind, never one per transaction. */
export async function loadTransactionRelations(
  db: Db,
  businessId: string,
  rows: readonly BankTransactionRow[],
): Promise<TransactionRelations> {
  const splitIds = rows.filter((row) => row.status === "split").map((row) => row.id);
  const matchedIds = rows.filter((row) => row.status === "matched").map((row) => row.id);
  const bankIds = [...new Set(rows.map((row) => row.bankAccountId))];
  const [bankRows, children, links] = await Promise.all([
    bankIds.length
      ? db
          .select()
          .from(bankAccounts)
          .where(and(eq(bankAccounts.businessId, businessId), inArray(bankAccounts.id, bankIds)))
      : [],
    splitIds.length
      ? db
          .select()
          .from(bankTransactions)
          .where(
            and(eq(bankTransactions.businessId, businessId), inArray(bankTransactions.parentId, splitIds)),
          )
          .orderBy(asc(bankTransactions.createdAt), asc(bankTransactions.id))
      : [],
    matchedIds.length ? loadLinks(db, businessId, matchedIds) : [],
  ]);
  const accountIds = [
    ...new Set([...rows, ...children].map((row) => row.accountId).filter((id): id is string => id !== null)),
  ];
  const accountRows = accountIds.length
    ? await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.businessId, businessId), inArray(accounts.id, accountIds)))
    : [];
  return {
    bankAccounts: new Map(bankRows.map((row) => [row.id, row])),
    accounts: new Map(accountRows.map((row) => [row.id, row])),
    children: groupBy(children, (row) => row.parentId!),
    links: groupBy(links, (row) => row.bank_transaction_id),
  };
}

/** The links of some transactions with their documents' numbers, oldest first. */
export async function loadLinks(
  db: Db,
  businessId: string,
  transactionIds: readonly string[],
): Promise<LinkRow[]> {
  return queryRows<LinkRow & Record<string, unknown>>(
    db,
    sql`select m.id, m.bank_transaction_id, m.target_type, m.target_id, m.document_type, m.document_id,
        coalesce(b.bill_number, b.vendor_bill_number, i.invoice_number, r.reference_number, p.processor_payout_id,
          ba.display_name) as document_number,
        m.amount_cents, m.is_created_payment, m.journal_entry_id, m.notes, m.created_at
      from bank_transaction_matches m
      left join bills b on m.document_type = 'bill' and b.business_id = m.business_id and b.id = m.document_id
      left join invoices i on m.document_type = 'invoice' and i.business_id = m.business_id and i.id = m.document_id
      left join refunds r on m.document_type = 'refund' and r.business_id = m.business_id and r.id = m.document_id
      left join payouts p on m.document_type = 'payout' and p.business_id = m.business_id and p.id = m.document_id
      left join bank_transactions t on m.document_type = 'bank_transaction' and t.business_id = m.business_id
        and t.id = m.document_id
      left join bank_accounts ba on ba.business_id = t.business_id and ba.id = t.bank_account_id
      where m.business_id = ${businessId} and m.bank_transaction_id = any(${sql.param([...transactionIds])}::uuid[])
      order by m.created_at, m.id`,
  );
}
