import { useQuery } from "@tanstack/react-query";
import { openInvoicesForCreditQuery } from "@/lib/api-client/credit-targets";
import {
  customerCreditQuery,
  customerCreditsKeys,
  saveCustomerCreditAllocations,
} from "@/lib/api-client/customer-credits";
import type { CustomerCreditResponse } from "@/lib/schemas/customer-credit-response";
import type { InvoiceResponse } from "@/lib/schemas/invoice";
import type { AllocatableCredit, AllocationTarget } from "./credit-allocation-model";
import { allocatedIds, creditLines, type CreditKindAdapter } from "./credit-kind";

const ALLOCATABLE = new Set(["sent", "partially_applied", "applied"]);

export const toAllocatableCustomerCredit = (credit: CustomerCreditResponse): AllocatableCredit => ({
  id: credit.id,
  number: credit.credit_note_number,
  partyId: credit.customer.id,
  partyName: credit.customer.display_name,
  status: credit.status,
  currency: credit.currency,
  issuedAt: credit.sent_at,
  memo: credit.memo,
  totalCents: credit.total_amount,
  appliedCents: credit.applied_amount,
  unappliedCents: credit.unapplied_amount,
  isAllocatable: ALLOCATABLE.has(credit.status),
  lines: creditLines(credit.line_items),
  allocations: new Map(credit.allocations.map((a) => [a.invoice_id, a.amount_cents])),
  version: credit.updated_at,
});

const toTarget = (invoice: InvoiceResponse): AllocationTarget => ({
  id: invoice.id,
  number: invoice.invoice_number,
  statusKey: `invoice_${invoice.status}`,
  dueAt: invoice.due_at,
  totalCents: invoice.total_amount,
  outstandingCents: invoice.outstanding_balance,
});

export const customerCreditKind: CreditKindAdapter = {
  kind: "customer",
  listPath: "customer-credits",
  useCredit: (businessId, creditId) =>
    useQuery({ ...customerCreditQuery(businessId, creditId), select: toAllocatableCustomerCredit }),
  useTargets: (businessId, credit) =>
    useQuery({
      ...openInvoicesForCreditQuery(businessId, {
        partyId: credit?.partyId ?? "",
        currency: credit?.currency ?? "",
        allocatedIds: allocatedIds(credit),
      }),
      enabled: Boolean(credit?.isAllocatable),
      select: (invoices) => invoices.map(toTarget),
    }),
  saveAllocations: (businessId, creditId, set, version) =>
    saveCustomerCreditAllocations(
      businessId,
      creditId,
      set.map(({ targetId, amount }) => ({ invoice_id: targetId, amount })),
      version,
    ),
  invalidate: (queryClient, businessId) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: customerCreditsKeys.all(businessId) }),
      queryClient.invalidateQueries({ queryKey: ["invoices", businessId] }),
    ]),
};
