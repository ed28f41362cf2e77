"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEmbed } from "@/components/embed/embed-context";
import { dashboardCountQuery } from "@/lib/api-client/dashboard-counts";
import { fill } from "@/lib/i18n/define-messages";
import type { DashboardDates } from "./dashboard-dates";

/**
 * What needs doing: overdue invoices, unpaid bills due in the next seven days and bank transactions waiting for a
 * category, each counted by the list route it links to with the same filter (the bank transactions page opens on
 * the lines that need a category).
 */
export function NextSteps({ dates }: { dates: DashboardDates }) {
  const { businessId, messages } = useEmbed();
  const m = messages.dashboard;
  const billsQuery = {
    status: "received,partially_paid",
    due_at_start: `${dates.asOf}T00:00:00Z`,
    due_at_end: `${dates.weekEnd}T23:59:59Z`,
  };
  const overdue = useQuery(dashboardCountQuery(businessId, "overdueInvoices", { status: "overdue" }));
  const bills = useQuery(dashboardCountQuery(businessId, "billsDueThisWeek", billsQuery));
  const uncategorized = useQuery(
    dashboardCountQuery(businessId, "transactionsToCategorize", { needs_categorization: true }),
  );
  const count = (value: number | undefined) => (value === undefined ? "…" : String(value));
  return (
    <section aria-labelledby="next-steps" className="card">
      <h2 id="next-steps" className="font-semibold">
        {m.nextSteps}
      </h2>
      <ul className="mt-2 space-y-2 text-sm">
        <li>
          <Link className="underline" href={`/embed/${businessId}/invoices/?status=overdue`}>
            {fill(m.overdueInvoices, { count: count(overdue.data) })}
          </Link>
        </li>
        <li>
          <Link className="underline" href={`/embed/${businessId}/bills/?${new URLSearchParams(billsQuery)}`}>
            {fill(m.billsDueThisWeek, { count: count(bills.data) })}
          </Link>
        </li>
        <li>
          <Link className="underline" href={`/embed/${businessId}/bank-transactions/`}>
            {fill(m.transactionsToCategorize, { count: count(uncategorized.data) })}
          </Link>
        </li>
      </ul>
    </section>
  );
}
