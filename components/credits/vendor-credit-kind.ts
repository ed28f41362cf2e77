import { useQuery } from "@tanstack/react-query";
import { openBillsForCreditQuery } from "@/lib/api-client/credit-targets";
import {
  saveVendorCreditAllocations,
  vendorCreditQuery,
  vendorCreditsKeys,
} from "@/lib/api-client/vendor-credits";
import type { BillResponse } from "@/lib/schemas/bill";
import type { VendorCreditResponse } from "@/lib/schemas/vendor-credit-response";
import type { AllocatableCredit, AllocationTarget } from "./credit-allocation-model";
import { allocatedIds, creditLines, type CreditKindAdapter } from "./credit-kind";

const ALLOCATABLE = new Set(["received", "partially_applied", "applied"]);

export const toAllocatableVendorCredit = (credit: VendorCreditResponse): AllocatableCredit => ({
  id: credit.id,
  number: credit.credit_note_number,
  partyId: credit.vendor.id,
  partyName: credit.vendor.display_name,
  status: credit.status,
  currency: credit.currency,
  issuedAt: credit.received_at,
  memo: credit.memo,
  totalCents: credit.total_amount,
  appliedCents: credit.applied_amount,
  unappliedCents: credit.unapplied_amount,
  isAllocatable: ALLOCATABLE.has(credit.status),
  lines: creditLines(credit.line_items),
  allocations: new Map(credit.allocations.map((a) => [a.bill_id, a.amount_cents])),
  version: credit.updated_at,
});

const toTarget = (bill: BillResponse): AllocationTarget => ({
  id: bill.id,
  number: bill.bill_number ?? bill.vendor_bill_number,
  statusKey: `bill_${bill.status}`,
  dueAt: bill.due_at,
  totalCents: bill.total_amount,
  outstandingCents: bill.outstanding_balance,
});

export const vendorCreditKind: CreditKindAdapter = {
  kind: "vendor",
  listPath: "vendor-credits",
  useCredit: (businessId, creditId) =>
    useQuery({ ...vendorCreditQuery(businessId, creditId), select: toAllocatableVendorCredit }),
  useTargets: (businessId, credit) =>
    useQuery({
      ...openBillsForCreditQuery(businessId, {
        partyId: credit?.partyId ?? "",
        currency: credit?.currency ?? "",
        allocatedIds: allocatedIds(credit),
      }),
      enabled: Boolean(credit?.isAllocatable),
      select: (bills) => bills.map(toTarget),
    }),
  saveAllocations: (businessId, creditId, set, version) =>
    saveVendorCreditAllocations(
      businessId,
      creditId,
      set.map(({ targetId, amount }) => ({ bill_id: targetId, amount })),
      version,
    ),
  invalidate: (queryClient, businessId) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vendorCreditsKeys.all(businessId) }),
      queryClient.invalidateQueries({ queryKey: ["bills", businessId] }),
    ]),
};
