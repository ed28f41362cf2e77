import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/query-rows";
import type { BusinessRow } from "../businesses/business-serializer";
import type { ArAging } from "../schemas/ar-aging";
import { todayInZone } from "../time/business-date";
import { ageOpenItems } from "../aging/aging-buckets";

interface OpenItemRow extends Record<string, unknown> {
  customer_id: string;
  customer_name: string;
  days_past_due: number | string;
  outstanding_cents: number | string;
}

/**
 * What each customer owed the business at the end of `as_of_date`, in base currency: the mirror of AP aging
 * (decisions in docs/ledger-and-reports.md). Sent invoices whose entry is dated on or before it and not voided by
 * then, less completed payments, active credit allocations and posted write-offs dated on or before it; sent credits
 * not yet applied by then count negative in the customer's `current` bucket. The total equals the accounts-receivable
 * balance of the balance sheet on that date (refund payments debit and credit AR alike, so they never move it).
 */
export async function arAging(
  db: Db,
  business: BusinessRow,
  query: { as_of_date?: string; group_by: "customer" | "total" },
): Promise<ArAging> {
  const asOf = query.as_of_date ?? todayInZone(business.timezone);
  const rows = await queryRows<OpenItemRow>(db, openItemsQuery(business.id, business.timezone, asOf));
  const aging = ageOpenItems(
    rows.map((row) => ({
      partyId: row.customer_id,
      partyName: row.customer_name,
      daysPastDue: Number(row.days_past_due),
      outstandingCents: Number(row.outstanding_cents),
    })),
    query.group_by === "customer",
  );
  return {
    business_id: business.id,
    as_of_date: asOf,
    group_by: query.group_by,
    currency: business.baseCurrency,
    total_outstanding_cents: aging.totalCents,
    total_aging_buckets: aging.totals,
    customers: aging.parties.map((customer) => ({
      customer_id: customer.id,
      customer_name: customer.name,
      total_outstanding_cents: customer.totalCents,
      aging_buckets: customer.buckets,
    })),
  };
}

/**
 * One row per customer and days past due: open invoices (positive) and unapplied sent credits (negative, current).
 * Payments, allocations and write-offs are summed per invoice first (one pass each), not looked up invoice by invoice.
 */
function openItemsQuery(businessId: string, timeZone: string, asOf: string) {
  return sql`
    with paid as (
      select p.invoice_id, sum(p.ar_base_cents) as cents from invoice_payments p
      where p.business_id = ${businessId} and p.status = 'completed' and p.payment_date <= ${asOf}::date
      group by p.invoice_id
    ),
    written_off as (
      select w.invoice_id, sum(w.ar_base_cents) as cents from invoice_write_offs w
      where w.business_id = ${businessId} and w.status = 'posted' and w.write_off_date <= ${asOf}::date
      group by w.invoice_id
    ),
    active_allocations as (
      select a.invoice_id, a.customer_credit_id, a.amount_cents, a.ar_base_cents from customer_credit_allocations a
      where a.business_id = ${businessId} and a.applied_date <= ${asOf}::date
        and (a.unapplied_date is null or a.unapplied_date > ${asOf}::date)
    ),
    credited as (select invoice_id, sum(ar_base_cents) as cents from active_allocations group by invoice_id),
    invoice_balances as (
      select i.customer_id, (${asOf}::date - i.due_date) as days_past_due,
        i.total_base_cents - coalesce(paid.cents, 0) - coalesce(credited.cents, 0)
          - coalesce(written_off.cents, 0) as outstanding_cents
      from invoices i
      join journal_entries je on je.business_id = i.business_id and je.id = i.journal_entry_id
      left join paid on paid.invoice_id = i.id
      left join credited on credited.invoice_id = i.id
      left join written_off on written_off.invoice_id = i.id
      where i.business_id = ${businessId} and je.entry_date <= ${asOf}::date
        and (i.cancelled_at is null or (i.cancelled_at at time zone ${timeZone})::date > ${asOf}::date)
    ),
    credit_balances as (
      select c.customer_id, 0 as days_past_due,
        -(c.total_base_cents - coalesce((select sum(round(a.amount_cents * c.exchange_rate))
          from active_allocations a where a.customer_credit_id = c.id), 0)) as outstanding_cents
      from customer_credits c
      join journal_entries je on je.business_id = c.business_id and je.id = c.journal_entry_id
      where c.business_id = ${businessId} and je.entry_date <= ${asOf}::date
        and (c.voided_at is null or (c.voided_at at time zone ${timeZone})::date > ${asOf}::date)
    ),
    items as (select * from invoice_balances union all select * from credit_balances)
    select i.customer_id, c.display_name as customer_name, i.days_past_due,
      sum(i.outstanding_cents)::bigint as outstanding_cents
    from items i
    join customers c on c.business_id = ${businessId} and c.id = i.customer_id
    group by i.customer_id, c.display_name, i.days_past_due`;
}
