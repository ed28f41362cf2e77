import type { Db } from "../db/client";
import { ApiError } from "../http/api-error";
import { resolveAccounts, type AccountReference } from "../ledger/resolve-account";
import { assertCountableBase } from "../money/amount-bounds";
import { percentOf, toBaseCents } from "../money/decimal";
import type { CreditLineInput } from "../schemas/credit-note";

export interface SalesTax {
  name: string;
  rate: string | null;
  amount: number;
}

/**
 * A credit note's line as it will be stored (vendor and customer credits alike): account resolved, each tax rounded
 * on its own (decisions.md §4).
 */
export interface CreditLineDraft {
  lineNo: number;
  accountId: string;
  amountCents: number;
  salesTaxes: SalesTax[];
  taxCents: number;
  memo: string | null;
  referenceNumber: string | null;
  tags: unknown;
  metadata: unknown;
}

/** Where a line's account comes from: its field in the request, and the account it defaults to. */
export interface LineAccountSource<L> {
  field: string;
  accountOf: (line: L) => AccountReference | undefined;
  defaultAccount: AccountReference;
}

/** Resolves each line's account (400 naming `line_items.<i>.<field>` when unknown) and computes its taxes. */
export async function buildCreditLines<L extends CreditLineInput>(
  db: Db,
  businessId: string,
  inputs: readonly L[],
  source: LineAccountSource<L>,
): Promise<CreditLineDraft[]> {
  const lineAccounts = await resolveAccounts(
    db,
    businessId,
    inputs.map((line, index) => ({
      reference: source.accountOf(line) ?? source.defaultAccount,
      fieldPath: `line_items.${index}.${source.field}`,
    })),
  );
  const lines = inputs.map((line, index) => {
    const salesTaxes = line.sales_taxes.map((tax) => ({
      name: tax.name,
      rate: tax.rate ?? null,
      amount: tax.amount ?? percentOf(line.amount, tax.rate!),
    }));
    return {
      lineNo: index + 1,
      accountId: lineAccounts[index]!.id,
      amountCents: line.amount,
      salesTaxes,
      taxCents: salesTaxes.reduce((sum, tax) => sum + tax.amount, 0),
      memo: line.memo ?? null,
      referenceNumber: line.reference_number ?? null,
      tags: line.tags,
      metadata: line.metadata ?? null,
    };
  });
  if (!Number.isSafeInteger(creditTotalCents(lines))) {
    throw ApiError.validation({ line_items: ["The credit's total is too large."] });
  }
  return lines;
}

export const creditTotalCents = (lines: readonly Pick<CreditLineDraft, "amountCents" | "taxCents">[]) =>
  lines.reduce((sum, line) => sum + line.amountCents + line.taxCents, 0);

/** Base-currency amounts at the credit's rate, each line and the taxes converted on their own; the total is their sum. */
export function creditBaseAmounts(
  lines: readonly Pick<CreditLineDraft, "amountCents" | "taxCents">[],
  rate: string,
) {
  const lineBaseCents = lines.map((line) => toBaseCents(line.amountCents, rate));
  const taxBaseCents = lines.reduce((sum, line) => sum + toBaseCents(line.taxCents, rate), 0);
  const totalBaseCents = lineBaseCents.reduce((sum, cents) => sum + cents, taxBaseCents);
  assertCountableBase(totalBaseCents);
  return { lineBaseCents, taxBaseCents, totalBaseCents };
}

/** Whether `drafts` say what the stored lines say, so a client resending unchanged lines is not refused. */
export function isSameLines(stored: readonly CreditLineDraft[], drafts: readonly CreditLineDraft[]): boolean {
  const comparable = (line: CreditLineDraft) =>
    canonicalJson([
      line.lineNo,
      line.accountId,
      line.amountCents,
      line.salesTaxes,
      line.taxCents,
      line.memo,
      line.referenceNumber,
      line.tags,
      line.metadata,
    ]);
  return (
    stored.length === drafts.length &&
    stored.every((line, index) => comparable(line) === comparable(drafts[index]!))
  );
}

/** JSON with object keys sorted: jsonb does not keep the key order it was given. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
