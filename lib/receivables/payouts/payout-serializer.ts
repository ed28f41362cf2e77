import type { Db } from "../../db/client";
import type { PayoutResponse, PayoutStatus, ReconciliationStatus } from "../../schemas/payout";
import type { PayoutRow } from "./find-payout";
import { settledPaymentIds } from "./settled-payment-ids";

/** A field the spec marks as possibly absent: left out when there is no value. */
const optional = <K extends string, V>(key: K, value: V | null) =>
  (value === null ? {} : { [key]: value }) as Partial<Record<K, V>>;

/**
 * The spec's payout object, its optional fields left out when empty, plus processor, currency, status,
 * reconciliation_status, the settled payment ids and the journal entry. A page's settled payments are read in two
 * queries.
 */
export async function serializePayouts(
  db: Db,
  businessId: string,
  payouts: readonly PayoutRow[],
): Promise<PayoutResponse[]> {
  const settled = await settledPaymentIds(
    db,
    businessId,
    payouts.map((payout) => payout.id),
  );
  return payouts.map((payout) => {
    const { invoicePaymentIds, refundPaymentIds } = settled(payout.id);
    return {
      id: payout.id,
      business_id: payout.businessId,
      processor_payout_id: payout.processorPayoutId,
      paid_out_amount_cents: payout.paidOutAmountCents,
      net_amount_cents: payout.netAmountCents,
      imported_at: payout.importedAt.toISOString(),
      payment_count: invoicePaymentIds.length,
      refund_payment_count: refundPaymentIds.length,
      gross_payments_amount_cents: payout.grossPaymentsAmountCents,
      total_refunds_amount_cents: payout.totalRefundsAmountCents,
      expected_net_amount_cents: payout.expectedNetAmountCents,
      amount_variance_cents: payout.amountVarianceCents,
      settlement_file_id: payout.settlementFileId,
      created_at: payout.createdAt.toISOString(),
      updated_at: payout.updatedAt.toISOString(),
      ...optional("external_id", payout.externalId),
      fee_cents: payout.feeCents,
      ...optional("additional_refunds_amount_cents", payout.additionalRefundsAmountCents),
      ...optional("completed_at", payout.completedAt?.toISOString() ?? null),
      ...optional("reference_number", payout.referenceNumber),
      ...optional("memo", payout.memo),
      processor: payout.processor,
      currency: payout.currency,
      status: payout.status as PayoutStatus,
      reconciliation_status: payout.reconciliationStatus as ReconciliationStatus,
      invoice_payment_ids: invoicePaymentIds,
      refund_payment_ids: refundPaymentIds,
      journal_entry_id: payout.journalEntryId,
    };
  });
}

export async function serializePayout(
  db: Db,
  businessId: string,
  payout: PayoutRow,
): Promise<PayoutResponse> {
  const [serialized] = await serializePayouts(db, businessId, [payout]);
  return serialized!;
}
