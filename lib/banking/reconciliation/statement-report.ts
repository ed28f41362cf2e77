import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/query-rows";
import type { StatementInput, StatementReport } from "../../schemas/bank-reconciliation";
import type { BankAccountRow } from "../accounts/bank-account-row";

const LIST_CAP = 200;
const n = (value: unknown) => Number(value ?? 0);

/** The end date of the account's latest reconciled statement, if any. */
export async function lastReconciledEnd(db: Db, account: BankAccountRow): Promise<string | null> {
  const [row] = await queryRows<{ end_date: string | null }>(
    db,
    sql`select max(statement_end_date)::text as end_date from bank_statement_reconciliations
        where business_id = ${account.businessId} and bank_account_id = ${account.id}`,
  );
  return row?.end_date ?? null;
}

const dayAfter = (date: string) => new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10);

/**
 * The statement reconciliation report (docs/banking.md): the bank's balance by the imported lines, the books'
 * balance of the mapped cash account, what the books account for of the lines (cleared), what the books hold that
 * the bank has not shown (uncleared items), the lines not accounted for yet, and the difference between the
 * statement's closing balance and the cleared balance, which must be zero to mark the period reconciled.
 */
export async function statementReport(
  db: Db,
  account: BankAccountRow,
  input: StatementInput,
  isBankRoleAccount: boolean,
): Promise<StatementReport> {
  const end = input.statement_end_date;
  const { businessId, id } = account;
  const opening =
    !account.openingBalanceDate || account.openingBalanceDate <= end ? account.openingBalanceCents : 0;
  const [lastEnd, [sums], [ledger], unaccounted, uncleared] = await Promise.all([
    lastReconciledEnd(db, account),
    queryRows(
      db,
      sql`select
          coalesce(sum(case when status <> 'excluded' then sign_of * amount_cents end), 0) as bank,
          coalesce(sum(sign_of * case when status in ('categorized', 'split') then amount_cents
            when status = 'matched' then matched_cents else 0 end), 0) as cleared,
          count(*) filter (where remaining > 0) as unaccounted_count,
          coalesce(sum(sign_of * remaining), 0) as unaccounted_total
        from (select *, case direction when 'credit' then 1 else -1 end as sign_of,
            case when status = 'uncategorized' then amount_cents when status = 'matched'
              then amount_cents - matched_cents else 0 end as remaining
          from bank_transactions
          where business_id = ${businessId} and bank_account_id = ${id} and parent_id is null
            and date <= ${end}::date) t`,
    ),
    queryRows(
      db,
      sql`select coalesce(sum(debit_cents - credit_cents), 0) as cents from journal_lines
        where business_id = ${businessId} and account_id = ${account.ledgerAccountId} and entry_date <= ${end}::date`,
    ),
    queryRows<Record<string, unknown>>(
      db,
      sql`select id, date::text as date, case direction when 'credit' then 1 else -1 end * amount_cents
          as signed_amount, amount_cents - matched_cents as remaining, counterparty_name, description
        from bank_transactions
        where business_id = ${businessId} and bank_account_id = ${id} and parent_id is null
          and date <= ${end}::date and status in ('uncategorized', 'matched') and matched_cents < amount_cents
        order by date, created_at, id limit ${LIST_CAP}`,
    ),
    unclearedItems(db, account, end, isBankRoleAccount),
  ]);
  const cleared = opening + n(sums!.cleared);
  const difference = input.closing_balance_cents - cleared;
  const blockingReason =
    lastEnd && end <= lastEnd
      ? `A statement up to ${lastEnd} is reconciled already: reconcile a later end date, or undo it first.`
      : account.openingBalanceDate && end < account.openingBalanceDate
        ? `The end date is before the opening balance date (${account.openingBalanceDate}).`
        : difference !== 0
          ? `The difference is ${difference}: account for every line up to ${end} (categorize, match or exclude) ` +
            "or check the closing balance."
          : null;
  const ledgerBalance = n(ledger!.cents);
  return {
    type: "BankStatementReport",
    bank_account_id: id,
    statement_start_date: lastEnd ? dayAfter(lastEnd) : null,
    statement_end_date: end,
    closing_balance_cents: input.closing_balance_cents,
    bank_balance_cents: opening + n(sums!.bank),
    ledger_balance_cents: ledgerBalance,
    cleared_balance_cents: cleared,
    uncleared_items: uncleared,
    uncleared_total_cents: ledgerBalance - cleared,
    unaccounted_transactions: unaccounted.map((row) => ({
      id: row.id as string,
      date: row.date as string,
      signed_amount: n(row.signed_amount),
      remaining_amount_cents: n(row.remaining),
      counterparty_name: row.counterparty_name as string | null,
      description: row.description as string | null,
    })),
    unaccounted_count: n(sums!.unaccounted_count),
    unaccounted_total_cents: n(sums!.unaccounted_total),
    difference_cents: difference,
    can_reconcile: blockingReason === null,
    blocking_reason: blockingReason,
  };
}

/** Payments and payouts posted to the account up to the end date that bank lines do not cover in full. */
async function unclearedItems(db: Db, account: BankAccountRow, end: string, isBankRoleAccount: boolean) {
  const { businessId, ledgerAccountId } = account;
  const matched = (type: string, alias: string) =>
    sql.raw(`coalesce((select sum(m.amount_cents) from bank_transaction_matches m where m.business_id =
      ${alias}.business_id and m.target_type = '${type}' and m.target_id = ${alias}.id), 0)`);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select * from (
        select 'bill_payment' as type, bp.id, bp.payment_date::text as date,
          -(bp.cash_base_cents - ${matched("bill_payment", "bp")}) as amount, b.bill_number as number
        from bill_payments bp join bills b on b.business_id = bp.business_id and b.id = bp.bill_id
        where bp.business_id = ${businessId} and bp.paid_from_account_id = ${ledgerAccountId}
          and bp.payment_date <= ${end}::date and not bp.is_reconciled
        union all
        select 'invoice_payment', ip.id, ip.payment_date::text, ip.cash_base_cents - ${matched("invoice_payment", "ip")},
          i.invoice_number
        from invoice_payments ip join invoices i on i.business_id = ip.business_id and i.id = ip.invoice_id
        where ip.business_id = ${businessId} and ip.deposit_account_id = ${ledgerAccountId}
          and ip.payment_date <= ${end}::date and ip.status = 'completed'
        union all
        select 'refund_payment', rp.id, (rp.completed_at at time zone 'UTC')::date::text,
          -(round(rp.refunded_amount_cents * rp.exchange_rate)::bigint - ${matched("refund_payment", "rp")}), null
        from refund_payments rp
        where rp.business_id = ${businessId} and rp.paid_from_account_id = ${ledgerAccountId}
          and rp.status = 'completed' and (rp.completed_at at time zone 'UTC')::date <= ${end}::date
        union all
        select 'payout', p.id, (p.completed_at at time zone 'UTC')::date::text,
          p.paid_out_amount_cents - ${matched("payout", "p")}, p.processor_payout_id
        from payouts p
        where p.business_id = ${businessId} and p.status = 'paid' and p.reconciliation_status <> 'fully_reconciled'
          and (p.deposit_account_id = ${ledgerAccountId} or (p.deposit_account_id is null and ${isBankRoleAccount}))
          and (p.completed_at at time zone 'UTC')::date <= ${end}::date
      ) items where amount <> 0 order by date, id limit ${LIST_CAP}`,
  );
  return rows.map((row) => ({
    type: row.type as "bill_payment" | "invoice_payment" | "refund_payment" | "payout",
    id: row.id as string,
    date: row.date as string,
    amount_cents: n(row.amount),
    document_number: (row.number as string | null) ?? null,
  }));
}
