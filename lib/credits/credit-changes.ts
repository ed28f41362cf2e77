import { ApiError } from "../http/api-error";
import { creditBaseAmounts, creditTotalCents, type CreditLineDraft } from "./credit-lines";

export interface CreditChange {
  /** Whether the update gives another received_at / sent_at, or other line items than the stored ones. */
  isNewDate: boolean;
  isNewLines: boolean;
}

/** The origin document of a credit (source_bill_id, source_invoice_id): its field, stored and requested values. */
export interface SourceChange {
  field: string;
  stored: string | null;
  requested: string | null | undefined;
  /** 400 unless the requested document may be the credit's origin. */
  assertValid: (id: string) => Promise<void>;
}

/**
 * decisions.md §6 for vendor and customer credits alike (409 each): a void credit's date and lines stay; lines stay
 * while any of the credit is applied (`targets`: bills or invoices); the origin document is fixed once set.
 */
export async function assertCreditChangeable(
  credit: { status: string; appliedCents: number },
  change: CreditChange,
  names: { date: string; targets: string },
  source: SourceChange,
) {
  if (credit.status === "void" && (change.isNewDate || change.isNewLines)) {
    throw ApiError.conflict(`A void credit's ${names.date} and line items cannot be changed.`);
  }
  if (change.isNewLines && credit.appliedCents > 0) {
    throw ApiError.conflict(
      `Line items cannot be changed once the credit is ${credit.status.replace("_", " ")}: unapply it first.`,
      { line_items: [`Locked while the credit is applied to ${names.targets}.`] },
    );
  }
  const requested = source.requested?.toLowerCase() ?? source.requested;
  if (requested === undefined || requested === source.stored) return;
  if (source.stored) {
    throw ApiError.conflict(`${source.field} cannot be changed once set.`, {
      [source.field]: [`Fixed at ${source.stored}.`],
    });
  }
  if (requested) await source.assertValid(requested);
}

/** The columns an update sets on either kind of credit: given fields only, and the totals of new lines. */
export function creditFieldChanges(
  input: {
    external_id?: string;
    credit_note_number?: string | null;
    memo?: string | null;
    tags?: unknown;
    metadata?: unknown;
  },
  lines: readonly CreditLineDraft[] | undefined,
  exchangeRate: string,
) {
  return {
    externalId: input.external_id,
    creditNoteNumber: input.credit_note_number,
    memo: input.memo,
    tags: input.tags,
    metadata: input.metadata,
    ...(lines && {
      totalCents: creditTotalCents(lines),
      totalBaseCents: creditBaseAmounts(lines, exchangeRate).totalBaseCents,
    }),
  };
}
