import type { VendorCreditStatus } from "../../schemas/vendor-credit";

/**
 * decisions.md §6: a credit is a draft until received, then received, partially applied or applied depending on how
 * much of it active allocations use; void is final.
 */
export function vendorCreditStatus(credit: {
  receivedAt: Date | null;
  voidedAt: Date | null;
  totalCents: number;
  appliedCents: number;
}): VendorCreditStatus {
  if (credit.voidedAt) return "void";
  if (!credit.receivedAt) return "draft";
  if (credit.appliedCents === 0) return "received";
  return credit.appliedCents >= credit.totalCents ? "applied" : "partially_applied";
}

export const isAllocatable = (status: string) => status !== "draft" && status !== "void";
