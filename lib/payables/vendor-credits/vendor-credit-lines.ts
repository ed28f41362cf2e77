import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { vendorCreditLines } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { resolveAccounts } from "../../ledger/resolve-account";
import { percentOf } from "../../money/decimal";
import type { VendorCreditLineInput } from "../../schemas/vendor-credit";

export type VendorCreditLineRow = typeof vendorCreditLines.$inferSelect;
export interface SalesTax {
  name: string;
  rate: string | null;
  amount: number;
}
/** A line as it will be stored: account resolved, each tax rounded on its own (decisions.md §4). */
export type CreditLineDraft = Omit<VendorCreditLineRow, "businessId" | "id" | "vendorCreditId"> & {
  salesTaxes: SalesTax[];
};

/** Resolves each line's expense account (default: the business's default expense account) and computes its taxes. */
export async function buildCreditLines(
  db: Db,
  businessId: string,
  inputs: readonly VendorCreditLineInput[],
): Promise<CreditLineDraft[]> {
  const lineAccounts = await resolveAccounts(
    db,
    businessId,
    inputs.map((line, index) => ({
      reference: line.expense_account_identifier ?? "default_expense",
      fieldPath: `line_items.${index}.expense_account_identifier`,
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

export async function loadCreditLines(db: Db, businessId: string, creditIds: readonly string[]) {
  if (creditIds.length === 0) return [];
  return db
    .select()
    .from(vendorCreditLines)
    .where(
      and(eq(vendorCreditLines.businessId, businessId), inArray(vendorCreditLines.vendorCreditId, creditIds)),
    )
    .orderBy(asc(vendorCreditLines.vendorCreditId), asc(vendorCreditLines.lineNo));
}

/** Replaces a credit's lines (they are document content, not ledger: the ledger keeps its own posted lines). */
export async function replaceCreditLines(
  tx: Db,
  businessId: string,
  creditId: string,
  lines: readonly CreditLineDraft[],
): Promise<void> {
  await tx
    .delete(vendorCreditLines)
    .where(and(eq(vendorCreditLines.businessId, businessId), eq(vendorCreditLines.vendorCreditId, creditId)));
  await tx
    .insert(vendorCreditLines)
    .values(lines.map((line) => ({ ...line, businessId, vendorCreditId: creditId })));
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
