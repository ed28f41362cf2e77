import { and, asc, eq, inArray } from "drizzle-orm";
import { buildCreditLines, type CreditLineDraft } from "../../credits/credit-lines";
import type { Db } from "../../db/client";
import { vendorCreditLines } from "../../db/schema";
import type { VendorCreditLineInput } from "../../schemas/vendor-credit";

export type VendorCreditLineRow = typeof vendorCreditLines.$inferSelect;

/** Each line's expense account resolved (default: the business's default expense account), its taxes computed. */
export const buildVendorCreditLines = (
  db: Db,
  businessId: string,
  inputs: readonly VendorCreditLineInput[],
) =>
  buildCreditLines(db, businessId, inputs, {
    field: "expense_account_identifier",
    accountOf: (line) => line.expense_account_identifier,
    defaultAccount: "default_expense",
  });

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
