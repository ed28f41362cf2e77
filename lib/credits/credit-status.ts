/**
 * decisions.md §6, vendor and customer credits alike: a draft until issued (received or sent), then issued, partially
 * applied or applied depending on how much of it active allocations use; void is final.
 */
export function creditNoteStatus<I extends "received" | "sent">(
  credit: { issuedAt: Date | null; voidedAt: Date | null; totalCents: number; appliedCents: number },
  issued: I,
): "draft" | "void" | "partially_applied" | "applied" | I {
  if (credit.voidedAt) return "void";
  if (!credit.issuedAt) return "draft";
  if (credit.appliedCents === 0) return issued;
  return credit.appliedCents >= credit.totalCents ? "applied" : "partially_applied";
}

/** Only an issued credit that is not void can be applied. */
export const isAllocatable = (status: string) => status !== "draft" && status !== "void";
