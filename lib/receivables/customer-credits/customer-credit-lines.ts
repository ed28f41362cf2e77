import { and, asc, eq, inArray } from "drizzle-orm";
import { buildCreditLines, type CreditLineDraft } from "../../credits/credit-lines";
import type { Db } from "../../db/client";
import { customerCreditLines } from "../../db/schema";
import type { CustomerCreditLineInput } from "../../schemas/customer-credit";

export type CustomerCreditLineRow = typeof customerCreditLines.$inferSelect;

/** Each line's revenue account resolved (default: the business's default revenue account), its taxes computed. */
export const buildCustomerCreditLines = (
  db: Db,
  businessId: string,
  inputs: readonly CustomerCreditLineInput[],
) =>
  buildCreditLines(db, businessId, inputs, {
    field: "revenue_account_identifier",
    accountOf: (line) => line.revenue_account_identifier,
    defaultAccount: "default_revenue",
  });

export async function loadCustomerCreditLines(db: Db, businessId: string, creditIds: readonly string[]) {
  if (creditIds.length === 0) return [];
  return db
    .select()
    .from(customerCreditLines)
    .where(
      and(
        eq(customerCreditLines.businessId, businessId),
        inArray(customerCreditLines.customerCreditId, [...creditIds]),
      ),
    )
    .orderBy(asc(customerCreditLines.customerCreditId), asc(customerCreditLines.lineNo));
}

/** Replaces a credit's lines (document content: the ledger keeps its own posted lines). */
export async function replaceCustomerCreditLines(
  tx: Db,
  businessId: string,
  creditId: string,
  lines: readonly CreditLineDraft[],
): Promise<void> {
  await tx
    .delete(customerCreditLines)
    .where(
      and(eq(customerCreditLines.businessId, businessId), eq(customerCreditLines.customerCreditId, creditId)),
    );
  await tx
    .insert(customerCreditLines)
    .values(lines.map((line) => ({ ...line, businessId, customerCreditId: creditId })));
}
