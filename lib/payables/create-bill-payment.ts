import { and, eq } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { billPayments } from "../db/schema";
import { ApiError } from "../http/api-error";
import { postJournalEntry } from "../ledger/post-journal-entry";
import { resolveAccounts } from "../ledger/resolve-account";
import type { CreateBillPaymentInput } from "../schemas/bill-payment";
import { todayInZone } from "../time/business-date";
import { billPaymentEntryLines, investingShareOfPayable, paymentBaseAmounts } from "./bill-payment-posting";
import { investingPayableCents } from "./investing-payable";
import { lockBill, outstandingCents, settleBill } from "./bill-settlement";
import { exchangeRateFor } from "./exchange-rate";
import { findRepeatedPayment, type BillPaymentWithBill } from "./find-bill-payment";
import { payableBaseBalance } from "./payable-base-balance";

/**
 * `POST /bills/{bill_id}/payments/`: pays an approved, unvoided bill up to its outstanding balance (409 otherwise),
 * under the bill's row lock, and posts the entry dated on the payment date. A repeated external_id returns the first
 * payment (`isNew: false`).
 */
export async function createBillPayment(
  db: Db,
  business: BusinessRow,
  billId: string,
  input: CreateBillPaymentInput,
): Promise<{ payment: BillPaymentWithBill; isNew: boolean }> {
  const repeated = await findRepeatedPayment(db, business.id, billId, input.external_id);
  if (repeated) return { payment: repeated, isNew: false };
  return db.transaction(async (tx) => {
    const bill = await lockBill(tx, business.id, billId);
    // A concurrent request with the same external_id may have paid while this one waited for the lock.
    const paidMeanwhile = await findRepeatedPayment(tx, business.id, billId, input.external_id);
    if (paidMeanwhile) return { payment: paidMeanwhile, isNew: false };
    const [paidFrom, payable, fxGainLoss] = await resolveAccounts(tx, business.id, [
      { reference: input.paid_from_account_identifier ?? "bank", fieldPath: "paid_from_account_identifier" },
      { reference: "accounts_payable", fieldPath: "accounts_payable" },
      { reference: "fx_gain_loss", fieldPath: "fx_gain_loss" },
    ]);
    if (paidFrom!.classification !== "current_asset") {
      throw ApiError.validation({
        paid_from_account_identifier: [`Account ${paidFrom!.code} is not a current asset (bank or cash).`],
      });
    }
    const paymentRate = exchangeRateFor(business, bill.currency, input.exchange_rate, bill.exchangeRate);
    if (bill.status === "voided") throw ApiError.conflict("A voided bill cannot be paid.");
    if (!bill.approvedAt) throw ApiError.conflict("The bill is not approved: approve it before paying it.");
    const outstanding = outstandingCents(bill);
    if (input.amount_cents > outstanding) {
      throw ApiError.conflict(`The payment is more than the bill's outstanding balance (${outstanding}).`, {
        amount_cents: [`At most ${outstanding}.`],
      });
    }
    const amounts = paymentBaseAmounts({
      amountCents: input.amount_cents,
      outstandingCents: outstanding,
      payableBaseCents: await payableBaseBalance(tx, business.id, bill),
      billRate: bill.exchangeRate,
      paymentRate,
    });
    const paymentDate = input.payment_date ?? todayInZone(business.timezone);
    const description = `Payment of bill ${bill.billNumber ?? bill.externalId}`;
    const [payment] = await tx
      .insert(billPayments)
      .values({
        businessId: business.id,
        billId,
        externalId: input.external_id ?? null,
        amountCents: input.amount_cents,
        paymentDate,
        paymentMethod: input.payment_method,
        paidFromAccountId: paidFrom!.id,
        exchangeRate: paymentRate,
        ...amounts,
        reference: input.reference ?? null,
        memo: input.memo ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!payment)
      throw ApiError.conflict(`external_id ${input.external_id} is already used by another payment.`);
    const lines = billPaymentEntryLines({
      amounts,
      investingApCents: investingShareOfPayable(amounts.apBaseCents, {
        investingBaseCents: await investingPayableCents(tx, business.id, bill),
        totalBaseCents: bill.totalBaseCents,
      }),
      amountCents: input.amount_cents,
      foreignCurrency: bill.currency === business.baseCurrency ? null : bill.currency,
      accounts: { payable: payable!.id, paidFrom: paidFrom!.id, fxGainLoss: fxGainLoss!.id },
      description,
    });
    const entry = lines.length
      ? await postJournalEntry(tx, business.id, {
          entryDate: paymentDate,
          source: "bill_payment",
          sourceId: payment.id,
          memo: input.memo ?? description,
          lines,
        })
      : null;
    const [recorded] = await tx
      .update(billPayments)
      .set({ journalEntryId: entry?.id ?? null })
      .where(and(eq(billPayments.businessId, business.id), eq(billPayments.id, payment.id)))
      .returning();
    await settleBill(tx, business.id, billId);
    return { payment: { ...recorded!, vendorId: bill.vendorId, currency: bill.currency }, isNew: true };
  });
}
