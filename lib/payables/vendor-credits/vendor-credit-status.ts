import { creditNoteStatus } from "../../credits/credit-status";
import type { VendorCreditStatus } from "../../schemas/vendor-credit";

export { isAllocatable } from "../../credits/credit-status";

/** decisions.md §6: draft until received, then received, partially applied or applied; void is final. */
export const vendorCreditStatus = (credit: {
  receivedAt: Date | null;
  voidedAt: Date | null;
  totalCents: number;
  appliedCents: number;
}): VendorCreditStatus => creditNoteStatus({ ...credit, issuedAt: credit.receivedAt }, "received");
