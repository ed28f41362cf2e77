import { and, eq } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { documents, payouts } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { ApiError } from "../../http/api-error";
import { resolveAccount } from "../../ledger/resolve-account";
import type { CreatePayoutInput } from "../../schemas/payout";
import { instantInZone } from "../../time/zoned-time";
import { findPayoutByProcessorId, type PayoutRow } from "./find-payout";
import { payoutAmounts } from "./payout-amounts";
import { postPayoutEntry } from "./payout-entry";
import { isSamePayout } from "./same-payout";
import { settledPaymentIds } from "./settled-payment-ids";
import { settlePayments } from "./settled-payments";

/** Thrown inside the transaction when another request imported the payout first: rolls back what this one did. */
class ImportedConcurrently extends Error {}

/**
 * `POST /payouts/`: imports a processor's settlement. The payments it settles are locked, checked (this processor's,
 * completed, in no other payout) and pointed at it; its figures are computed (decisions.md §6) and a paid payout is
 * posted. A processor_payout_id imported before returns that payout (`isNew: false`) when the body says the same, and
 * is 409 otherwise, also when two imports race.
 */
export async function importPayout(
  db: Db,
  business: BusinessRow,
  input: CreatePayoutInput,
  now = new Date(),
): Promise<{ payout: PayoutRow; isNew: boolean }> {
  const currency = input.currency ?? business.baseCurrency;
  if (currency !== business.baseCurrency) {
    throw ApiError.validation({ currency: [`Payouts are in the base currency, ${business.baseCurrency}.`] });
  }
  const givenCompletedAt = input.completed_at
    ? instantInZone(input.completed_at, business.timezone)
    : undefined;
  const deposit = input.deposit_account_identifier
    ? await resolveAccount(db, business.id, input.deposit_account_identifier, "deposit_account_identifier")
    : undefined;
  const repeat = async (payout: PayoutRow) => {
    const settled = (await settledPaymentIds(db, business.id, [payout.id]))(payout.id);
    const resolved = { currency, completedAt: givenCompletedAt, depositAccountId: deposit?.id };
    if (isSamePayout(payout, settled, input, resolved)) return { payout, isNew: false };
    throw ApiError.conflict(`Payout ${input.processor_payout_id} was imported before with other figures.`, {
      processor_payout_id: ["Already imported with another body."],
    });
  };
  const known = await findPayoutByProcessorId(db, business.id, input.processor_payout_id);
  if (known) return repeat(known);
  try {
    return await db.transaction(async (tx) => {
      const depositAccount =
        deposit ?? (await resolveAccount(tx, business.id, "bank", "deposit_account_identifier"));
      if (depositAccount.classification !== "current_asset") {
        throw ApiError.validation({
          deposit_account_identifier: [
            `Account ${depositAccount.code} is not a current asset (bank or cash).`,
          ],
        });
      }
      if (input.settlement_file_id) await assertDocument(tx, business.id, input.settlement_file_id);
      const completedAt = givenCompletedAt ?? (input.status === "paid" ? now : null);
      const [inserted] = await tx
        .insert(payouts)
        .values({
          businessId: business.id,
          processor: input.processor,
          processorPayoutId: input.processor_payout_id,
          externalId: input.external_id ?? null,
          currency,
          paidOutAmountCents: input.paid_out_amount_cents,
          feeCents: input.fee_cents,
          additionalRefundsAmountCents: input.additional_refunds_amount_cents ?? null,
          status: input.status,
          depositAccountId: depositAccount.id,
          completedAt,
          referenceNumber: input.reference_number ?? null,
          memo: input.memo ?? null,
          settlementFileId: input.settlement_file_id?.toLowerCase() ?? null,
          importedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: [payouts.businessId, payouts.processorPayoutId] })
        .returning();
      if (!inserted) throw new ImportedConcurrently();
      const settled = await settlePayments(
        tx,
        business.id,
        inserted,
        { invoicePaymentIds: input.invoice_payment_ids, refundPaymentIds: input.refund_payment_ids },
        now,
      );
      const additionalRefundsCents = input.additional_refunds_amount_cents ?? 0;
      const amounts = payoutAmounts({
        ...settled,
        additionalRefundsCents,
        feeCents: input.fee_cents,
        paidOutCents: input.paid_out_amount_cents,
      });
      const journalEntryId =
        input.status === "paid"
          ? await postPayoutEntry(tx, business, {
              payoutId: inserted.id,
              processorPayoutId: inserted.processorPayoutId,
              depositAccountId: depositAccount.id,
              completedAt: completedAt!,
              amounts,
              paidOutCents: input.paid_out_amount_cents,
              feeCents: input.fee_cents,
              additionalRefundsCents,
            })
          : null;
      const [payout] = await tx
        .update(payouts)
        .set({ ...amounts, journalEntryId })
        .where(and(eq(payouts.businessId, business.id), eq(payouts.id, inserted.id)))
        .returning();
      return { payout: payout!, isNew: true };
    });
  } catch (error) {
    if (error instanceof ImportedConcurrently) {
      return repeat((await findPayoutByProcessorId(db, business.id, input.processor_payout_id))!);
    }
    if (isUniqueViolation(error, "payouts_business_external_id_key")) {
      throw ApiError.conflict("Another payout of this business has this external_id.", {
        external_id: ["Already used by another payout."],
      });
    }
    throw error;
  }
}

async function assertDocument(tx: Db, businessId: string, documentId: string) {
  const [found] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.businessId, businessId), eq(documents.id, documentId.toLowerCase())));
  if (!found)
    throw ApiError.validation({ settlement_file_id: ["No document with this id in this business."] });
}
