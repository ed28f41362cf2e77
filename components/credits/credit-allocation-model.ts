/**
 * What the allocation editor needs of a credit and of the documents it can go to, whichever kind (a vendor credit
 * against bills, a customer credit against invoices). Each kind maps its API objects onto these.
 */
export type CreditKind = "vendor" | "customer";

export interface AllocatableCredit {
  id: string;
  number: string | null;
  partyId: string;
  partyName: string;
  status: string;
  currency: string;
  issuedAt: string | null;
  memo: string | null;
  totalCents: number;
  appliedCents: number;
  unappliedCents: number;
  /** Only a received (sent) credit, applied or not, takes allocations; a draft or void one does not. */
  isAllocatable: boolean;
  lines: { memo: string | null; amountCents: number; taxCents: number }[];
  /** What this credit applies to each document now, by document id. */
  allocations: ReadonlyMap<string, number>;
  /** Its `updated_at`, sent back as If-Match: a save refuses (412) to overwrite a change made since it was read. */
  version: string;
}

export interface AllocationTarget {
  id: string;
  number: string | null;
  /** The key of its status name in the settlementStatuses messages. */
  statusKey: string;
  dueAt: string | null;
  totalCents: number;
  outstandingCents: number;
}
