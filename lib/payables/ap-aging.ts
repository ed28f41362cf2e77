import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/query-rows";
import type { BusinessRow } from "../businesses/business-serializer";
import type { ApAging } from "../schemas/ap-aging";
import { todayInZone } from "../time/business-date";
import { ageOpenItems } from "../aging/aging-buckets";

interface OpenItemRow extends Record<string, unknown> {
  vendor_id: string;
  vendor_name: string;
  days_past_due: number | string;
  outstanding_cents: number | string;
}

/**
 * What the business owed each vendor at the end of `as_of_date`, in base currency (decisions.md §7): approved bills
 * whose ledger entry is dated on or before it and not voided by then, less payments and credit allocations dated on
 * or before it; received credits not yet applied by then count against the vendor's `current` bucket, so the total
 * equals the accounts-payable balance of the balance sheet on that date.
 */
export async function apAging(
  db: Db,
  business: BusinessRow,
  query: { as_of_date?: string; group_by: "vendor" | "total" },
): Promise<ApAging> {
  const asOf = query.as_of_date ?? todayInZone(business.timezone);
  const rows = await queryRows<OpenItemRow>(db, openItemsQuery(business.id, business.timezone, asOf));
  const aging = ageOpenItems(
    rows.map((row) => ({
      partyId: row.vendor_id,
      partyName: row.vendor_name,
      daysPastDue: Number(row.days_past_due),
      outstandingCents: Number(row.outstanding_cents),
    })),
    query.group_by === "vendor",
  );
  return {
    business_id: business.id,
    as_of_date: asOf,
    group_by: query.group_by,
    currency: business.baseCurrency,
    total_outstanding_cents: aging.totalCents,
    total_aging_buckets: aging.totals,
    vendors: aging.parties.map((vendor) => ({
      vendor_id: vendor.id,
      vendor_name: vendor.name,
      total_outstanding_cents: vendor.totalCents,
      aging_buckets: vendor.buckets,
    })),
  };
}

/**
 * One row per vendor and days-past-due: open bills (positive) and unapplied received credits (negative, current).
 * Payments and allocations are summed per document first (one pass each, hash-joined), not looked up bill by bill.
 */
function openItemsQuery(businessId: string, timeZone: string, asOf: string) {
  return sql`
    with paid as (
      select p.bill_id, sum(p.ap_base_cents) as cents from bill_payments p
      where p.business_id = ${businessId} and p.payment_date <= ${asOf}::date
      group by p.bill_id
    ),
    active_allocations as (
      select a.bill_id, a.vendor_credit_id, a.amount_cents, a.ap_base_cents from vendor_credit_allocations a
      where a.business_id = ${businessId} and a.applied_date <= ${asOf}::date
        and (a.unapplied_date is null or a.unapplied_date > ${asOf}::date)
    ),
    credited as (select bill_id, sum(ap_base_cents) as cents from active_allocations group by bill_id),
    bill_balances as (
      select b.vendor_id, (${asOf}::date - b.due_date) as days_past_due,
        b.total_base_cents - coalesce(paid.cents, 0) - coalesce(credited.cents, 0) as outstanding_cents
      from bills b
      join journal_entries je on je.business_id = b.business_id and je.id = b.journal_entry_id
      left join paid on paid.bill_id = b.id
      left join credited on credited.bill_id = b.id
      where b.business_id = ${businessId} and b.approved_at is not null and je.entry_date <= ${asOf}::date
        and (b.voided_at is null or (b.voided_at at time zone ${timeZone})::date > ${asOf}::date)
    ),
    credit_balances as (
      select c.vendor_id, 0 as days_past_due,
        -(c.total_base_cents - coalesce((select sum(round(a.amount_cents * c.exchange_rate))
          from active_allocations a where a.vendor_credit_id = c.id), 0)) as outstanding_cents
      from vendor_credits c
      join journal_entries je on je.business_id = c.business_id and je.id = c.journal_entry_id
      where c.business_id = ${businessId} and je.entry_date <= ${asOf}::date
        and (c.voided_at is null or (c.voided_at at time zone ${timeZone})::date > ${asOf}::date)
    ),
    items as (select * from bill_balances union all select * from credit_balances)
    select i.vendor_id, coalesce(v.company_name, v.individual_name, v.external_id, 'Unnamed vendor') as vendor_name,
      i.days_past_due, sum(i.outstanding_cents)::bigint as outstanding_cents
    from items i
    join vendors v on v.business_id = ${businessId} and v.id = i.vendor_id
    group by i.vendor_id, vendor_name, i.days_past_due`;
}
