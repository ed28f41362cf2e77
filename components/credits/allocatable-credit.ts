import type { AllocatableCredit, AllocationTarget } from "./credit-allocation-model";

/** The fields both kinds of credit response have (lib/schemas/credit-note.ts), as the page reads them. */
interface CreditResponseFields {
  id: string;
  credit_note_number: string | null;
  status: string;
  currency: string;
  memo: string | null;
  total_amount: number;
  applied_amount: number;
  unapplied_amount: number;
  updated_at: string;
  line_items: readonly { memo: string | null; amount: number; sales_taxes: readonly { amount: number }[] }[];
  allocations: readonly { amount_cents: number }[];
}

/** Where one kind of credit keeps what the shared fields do not: its party, its date, its allocations' documents. */
export interface CreditResponseReading<Response extends CreditResponseFields> {
  /** Only a received (sent) credit, applied or not, takes allocations; a draft or void one does not. */
  allocatableStatuses: readonly string[];
  party(credit: Response): { id: string; display_name: string };
  issuedAt(credit: Response): string | null;
  allocatedDocumentId(allocation: Response["allocations"][number]): string;
}

/** Maps one kind's credit responses onto the model the list and the allocation page share. */
export function allocatableCreditOf<Response extends CreditResponseFields>(
  reading: CreditResponseReading<Response>,
): (credit: Response) => AllocatableCredit {
  const allocatable = new Set(reading.allocatableStatuses);
  return (credit) => ({
    id: credit.id,
    number: credit.credit_note_number,
    partyId: reading.party(credit).id,
    partyName: reading.party(credit).display_name,
    status: credit.status,
    currency: credit.currency,
    issuedAt: reading.issuedAt(credit),
    memo: credit.memo,
    totalCents: credit.total_amount,
    appliedCents: credit.applied_amount,
    unappliedCents: credit.unapplied_amount,
    isAllocatable: allocatable.has(credit.status),
    lines: credit.line_items.map((line) => ({
      memo: line.memo,
      amountCents: line.amount,
      taxCents: line.sales_taxes.reduce((sum, tax) => sum + tax.amount, 0),
    })),
    allocations: new Map(credit.allocations.map((a) => [reading.allocatedDocumentId(a), a.amount_cents])),
    version: credit.updated_at,
  });
}

/** The fields a bill and an invoice share that the allocation table shows. */
interface SettledDocumentFields {
  id: string;
  status: string;
  due_at: string | null;
  total_amount: number;
  outstanding_balance: number;
}

/** Maps one kind's documents (bills, invoices) onto allocation targets; statuses are named `<prefix>_<status>`. */
export const allocationTargetOf =
  <Document extends SettledDocumentFields>(
    statusPrefix: "bill" | "invoice",
    documentNumber: (document: Document) => string | null,
  ) =>
  (document: Document): AllocationTarget => ({
    id: document.id,
    number: documentNumber(document),
    statusKey: `${statusPrefix}_${document.status}`,
    dueAt: document.due_at,
    totalCents: document.total_amount,
    outstandingCents: document.outstanding_balance,
  });
