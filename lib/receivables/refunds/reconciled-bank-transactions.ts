import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bankAccounts, bankTransactionMatches as m, bankTransactions as t } from "../../db/schema";
import type { ReconciledBankTransaction } from "../../schemas/refund-payment";

/**
 * platform-api.md's `reconciled_bank_transactions` of some refund payments: the bank lines matched to each (the
 * links banking writes; read here from the tables so receivables never imports banking), oldest link first.
 */
export async function loadReconciledBankTransactions(
  db: Db,
  businessId: string,
  paymentIds: readonly string[],
): Promise<Map<string, ReconciledBankTransaction[]>> {
  const byPayment = new Map<string, ReconciledBankTransaction[]>();
  if (!paymentIds.length) return byPayment;
  const rows = await db
    .select({ link: m, line: t, bankAccountName: bankAccounts.displayName })
    .from(m)
    .innerJoin(t, and(eq(t.businessId, m.businessId), eq(t.id, m.bankTransactionId)))
    .innerJoin(
      bankAccounts,
      and(eq(bankAccounts.businessId, t.businessId), eq(bankAccounts.id, t.bankAccountId)),
    )
    .where(
      and(
        eq(m.businessId, businessId),
        eq(m.targetType, "refund_payment"),
        inArray(m.targetId, [...paymentIds]),
      ),
    )
    .orderBy(asc(m.createdAt), asc(m.id));
  for (const { link, line, bankAccountName } of rows) {
    const list = byPayment.get(link.targetId) ?? [];
    list.push({
      bank_transaction_id: line.id,
      bank_transaction_date: `${line.date}T00:00:00.000Z`,
      bank_transaction_amount_cents: line.amountCents,
      bank_transaction_direction: line.direction,
      reconciled_amount_cents: link.amountCents,
      reconciliation_link_id: link.id,
      reconciled_at: link.createdAt.toISOString(),
      currency: line.currency,
      payment_type: "refund_payment",
      bank_account_name: bankAccountName,
      notes: link.notes ?? "",
    });
    byPayment.set(link.targetId, list);
  }
  return byPayment;
}
