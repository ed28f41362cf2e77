import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { BillResponse } from "../schemas/bill";
import type { InvoiceResponse } from "../schemas/invoice";
import { fetchAllPages } from "./all-pages";
import { platformRequest } from "./platform-client";

/**
 * The documents a credit can go to: the party's open ones in the credit's currency, plus any the credit is applied to
 * now that are no longer open (a bill it paid in full). The editor must show those too, since saving a set that
 * leaves one out unapplies it. Keys sit under the bills' and invoices' prefixes, so anything that invalidates bills
 * or invoices refreshes them. Saving a set changes the allocated ids and so the key: the previous documents stay on
 * screen meanwhile, so the editor is not torn down (and its "saved" state lost) while they reload.
 */
export interface CreditTargetScope {
  partyId: string;
  currency: string;
  allocatedIds: readonly string[];
}

async function withAllocated<T extends { id: string }>(
  open: T[],
  allocatedIds: readonly string[],
  fetchOne: (id: string) => Promise<T>,
): Promise<T[]> {
  const known = new Set(open.map((row) => row.id));
  const missing = allocatedIds.filter((id) => !known.has(id));
  return [...open, ...(await Promise.all(missing.map(fetchOne)))];
}

export const openBillsForCreditQuery = (businessId: string, scope: CreditTargetScope) =>
  queryOptions({
    queryKey: ["bills", businessId, "credit-targets", scope] as const,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const bills = await fetchAllPages<BillResponse>(
        businessId,
        "/bills/",
        { vendor_id: scope.partyId, status: "received,partially_paid", sort: "due_at" },
        signal,
      );
      // Only approved bills are in the ledger, and the API refuses a credit on any other (409).
      const open = bills.filter((bill) => bill.currency === scope.currency && bill.approved_at);
      return withAllocated(open, scope.allocatedIds, (id) =>
        platformRequest<BillResponse>(businessId, `/bills/${id}/`, { signal }),
      );
    },
  });

export const openInvoicesForCreditQuery = (businessId: string, scope: CreditTargetScope) =>
  queryOptions({
    queryKey: ["invoices", businessId, "credit-targets", scope] as const,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      // `sent` and `partially_paid` include the overdue ones (README, endpoint 5).
      const invoices = await fetchAllPages<InvoiceResponse>(
        businessId,
        "/invoices/",
        { customer_id: scope.partyId, status: "sent,partially_paid" },
        signal,
      );
      const open = invoices.filter((invoice) => invoice.currency === scope.currency);
      return withAllocated(open, scope.allocatedIds, (id) =>
        platformRequest<InvoiceResponse>(businessId, `/invoices/${id}/`, { signal }),
      );
    },
  });
