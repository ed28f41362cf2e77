import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/query-rows";
import type { Candidate, SuggestionLine } from "./suggestion-score";

const CAP = 500;
const PAYMENT_WINDOW = 14;
const TRANSFER_WINDOW = 5;
const DOCUMENT_WINDOW = 60;

interface Row extends Record<string, unknown> {
  id: string;
  open_cents: string | number;
  date: string | null;
  counterparty: string | null;
  number: string | null;
  bank_account_id?: string;
  direction?: string;
}

const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The candidates for a page of lines, one indexed query per kind of document (never one per line): by the lines'
 * open amounts (the matching indexes of migration 0009) within the lines' date span widened by each kind's window,
 * and open bills and invoices also by a line's reference as their number. Those two are one condition each with
 * OR, which the planner reads as a BitmapOr of the amount and number indexes; an `id in (… union …)` was estimated
 * at its limit and made it scan every bill of the business. Scored in suggestion-score.ts.
 */
export async function loadCandidates(
  db: Db,
  businessId: string,
  baseCurrency: string,
  lines: readonly SuggestionLine[],
): Promise<Candidate[]> {
  const amountsOf = (direction: string) => [
    ...new Set(lines.filter((line) => line.direction === direction).map((line) => line.openCents)),
  ];
  const out = amountsOf("debit");
  const into = amountsOf("credit");
  const refs = [
    ...new Set(lines.map((line) => line.reference?.trim()).filter((ref): ref is string => !!ref)),
  ];
  const dates = lines.map((line) => line.date).sort();
  const from = (days: number) => shiftDays(dates[0]!, -days);
  const to = (days: number) => shiftDays(dates.at(-1)!, days);
  const param = (values: readonly unknown[]) => sql.param([...values]);
  const none = Promise.resolve([] as Row[]);
  const q = (query: ReturnType<typeof sql>) => queryRows<Row>(db, query);
  const [billPayments, invoicePayments, refundPayments, payouts, bills, invoices, transfers] =
    await Promise.all([
      out.length
        ? q(sql`select bp.id, bp.cash_base_cents - coalesce((select sum(m.amount_cents) from bank_transaction_matches m
            where m.business_id = bp.business_id and m.target_type = 'bill_payment' and m.target_id = bp.id), 0)
            as open_cents, bp.payment_date::text as date, coalesce(v.company_name, v.individual_name) as counterparty,
            coalesce(b.bill_number, b.vendor_bill_number) as number
          from bill_payments bp
          join bills b on b.business_id = bp.business_id and b.id = bp.bill_id
          join vendors v on v.business_id = b.business_id and v.id = b.vendor_id
          where bp.business_id = ${businessId} and not bp.is_reconciled
            and bp.cash_base_cents = any(${param(out)}::bigint[])
            and bp.payment_date between ${from(PAYMENT_WINDOW)}::date and ${to(PAYMENT_WINDOW)}::date
          limit ${CAP}`)
        : none,
      into.length
        ? q(sql`select ip.id, ip.cash_base_cents - coalesce((select sum(m.amount_cents) from bank_transaction_matches m
            where m.business_id = ip.business_id and m.target_type = 'invoice_payment' and m.target_id = ip.id), 0)
            as open_cents, ip.payment_date::text as date, c.display_name as counterparty, i.invoice_number as number
          from invoice_payments ip
          join invoices i on i.business_id = ip.business_id and i.id = ip.invoice_id
          join customers c on c.business_id = ip.business_id and c.id = ip.customer_id
          where ip.business_id = ${businessId} and ip.processor is null and ip.status = 'completed'
            and ip.cash_base_cents = any(${param(into)}::bigint[])
            and ip.payment_date between ${from(PAYMENT_WINDOW)}::date and ${to(PAYMENT_WINDOW)}::date
          limit ${CAP}`)
        : none,
      out.length
        ? q(sql`select rp.id, round(rp.refunded_amount_cents * rp.exchange_rate)::bigint - coalesce((select
            sum(m.amount_cents) from bank_transaction_matches m where m.business_id = rp.business_id
            and m.target_type = 'refund_payment' and m.target_id = rp.id), 0) as open_cents,
            (rp.completed_at at time zone 'UTC')::date::text as date, c.display_name as counterparty,
            r.reference_number as number
          from refund_payments rp
          join refunds r on r.business_id = rp.business_id and r.id = rp.refund_id
          join customers c on c.business_id = r.business_id and c.id = r.customer_id
          where rp.business_id = ${businessId} and rp.processor is null and rp.status = 'completed'
            and rp.completed_at between ${from(PAYMENT_WINDOW + 1)}::timestamptz and ${to(PAYMENT_WINDOW + 1)}::timestamptz
            and round(rp.refunded_amount_cents * rp.exchange_rate)::bigint = any(${param(out)}::bigint[])
          limit ${CAP}`)
        : none,
      into.length
        ? q(sql`select p.id, p.paid_out_amount_cents - coalesce((select sum(m.amount_cents) from bank_transaction_matches m
            where m.business_id = p.business_id and m.target_type = 'payout' and m.target_id = p.id), 0) as open_cents,
            (p.completed_at at time zone 'UTC')::date::text as date, p.processor as counterparty,
            coalesce(p.reference_number, p.processor_payout_id) as number
          from payouts p
          where p.business_id = ${businessId} and p.status = 'paid' and p.reconciliation_status <> 'fully_reconciled'
            and p.paid_out_amount_cents = any(${param(into)}::bigint[])
            and p.completed_at between ${from(PAYMENT_WINDOW + 1)}::timestamptz and ${to(PAYMENT_WINDOW + 1)}::timestamptz
          limit ${CAP}`)
        : none,
      out.length || refs.length
        ? q(sql`select b.id, b.total_cents - b.paid_cents - b.credited_cents as open_cents, b.due_date::text as date,
            coalesce(v.company_name, v.individual_name) as counterparty,
            coalesce(b.bill_number, b.vendor_bill_number) as number
          from bills b join vendors v on v.business_id = b.business_id and v.id = b.vendor_id
          where b.business_id = ${businessId} and b.status in ('received', 'partially_paid')
            and b.approved_at is not null and b.currency = ${baseCurrency}
            and ((b.total_cents - b.paid_cents - b.credited_cents) = any(${param(out)}::bigint[])
              or b.bill_number = any(${param(refs)}::text[]) or b.vendor_bill_number = any(${param(refs)}::text[]))
          limit ${CAP}`)
        : none,
      into.length || refs.length
        ? q(sql`select i.id, i.total_cents - i.paid_cents - i.credited_cents - i.written_off_cents as open_cents,
            coalesce(i.due_date, (i.sent_at at time zone 'UTC')::date)::text as date, c.display_name as counterparty,
            i.invoice_number as number
          from invoices i join customers c on c.business_id = i.business_id and c.id = i.customer_id
          where i.business_id = ${businessId} and i.status in ('SENT', 'PARTIALLY_PAID')
            and i.currency = ${baseCurrency}
            and ((i.total_cents - i.paid_cents - i.credited_cents - i.written_off_cents) = any(${param(into)}::bigint[])
              or i.invoice_number = any(${param(refs)}::text[]))
          limit ${CAP}`)
        : none,
      q(sql`select t.id, t.amount_cents - t.matched_cents as open_cents, t.date::text as date,
          ba.display_name as counterparty, null as number, t.bank_account_id, t.direction
        from bank_transactions t join bank_accounts ba on ba.business_id = t.business_id and ba.id = t.bank_account_id
        where t.business_id = ${businessId} and t.status in ('uncategorized', 'matched') and t.parent_id is null
          and t.amount_cents = any(${param([...out, ...into])}::bigint[])
          and t.date between ${from(TRANSFER_WINDOW)}::date and ${to(TRANSFER_WINDOW)}::date
          and t.statement_reconciliation_id is null and ba.is_active
        limit ${CAP}`),
    ]);
  const make = (
    rows: Row[],
    type: Candidate["type"],
    direction: Candidate["direction"],
    windowDays: number,
    describe: (row: Row) => string,
  ): Candidate[] =>
    rows.map((row) => ({
      type,
      id: row.id,
      direction,
      openCents: Number(row.open_cents),
      date: row.date,
      counterpartyName: row.counterparty,
      documentNumber: row.number,
      description: describe(row),
      windowDays,
      ...(row.bank_account_id ? { bankAccountId: row.bank_account_id } : {}),
    }));
  const named = (what: string) => (row: Row) =>
    [what, row.number, row.counterparty ? `(${row.counterparty})` : null].filter(Boolean).join(" ");
  return [
    ...make(billPayments, "bill_payment", "debit", PAYMENT_WINDOW, named("Payment of bill")),
    ...make(invoicePayments, "invoice_payment", "credit", PAYMENT_WINDOW, named("Payment of invoice")),
    ...make(refundPayments, "refund_payment", "debit", PAYMENT_WINDOW, named("Refund")),
    ...make(payouts, "payout", "credit", PAYMENT_WINDOW, named("Payout")),
    ...make(bills, "bill", "debit", DOCUMENT_WINDOW, named("Open bill")),
    ...make(invoices, "invoice", "credit", DOCUMENT_WINDOW, named("Open invoice")),
    // A transfer's other side moves the money the other way: a credit there is a candidate for a debit here.
    ...transfers.map((row) => ({
      ...make(
        [row],
        "bank_transaction",
        row.direction === "credit" ? "debit" : "credit",
        TRANSFER_WINDOW,
        (r) => `Transfer with ${r.counterparty}`,
      )[0]!,
    })),
  ];
}
