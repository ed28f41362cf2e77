import { and, eq } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { invoicePayments } from "../db/schema";
import { ApiError } from "../http/api-error";
import { postJournalEntry } from "../ledger/post-journal-entry";
import { resolveAccounts } from "../ledger/resolve-account";
import { toBaseCents } from "../money/decimal";
import { exchangeRateFor } from "../payables/exchange-rate";
import type { CreateInvoicePaymentInput } from "../schemas/invoice-payment";
import { todayInZone } from "../time/business-date";
import { findRepeatedInvoicePayment, type InvoicePaymentWithInvoice } from "./find-invoice-payment";
import { invoicePaymentEntryLines } from "./invoice-payment-posting";
import { invoiceOutstandingCents, lockInvoice, settleInvoice } from "./invoice-settlement";
import { OPEN_INVOICE_STATUSES } from "./invoice-status";
import { receivableBaseCleared } from "./receivable-base";

/**
 * `POST /invoices/{invoice_id}/payments/`: records money received on a sent invoice, up to its outstanding balance
 * (409 otherwise; 409 for a draft, voided or settled invoice), under the invoice's row lock, and posts the entry dated
 * on the payment date: debit payment clearing (a processor's payment) or the deposit account, credit accounts
 * receivable. A repeated external_id (or processor payment id) returns the first payment (`isNew: false`).
 */
export async function createInvoicePayment(
  db: Db,
  business: BusinessRow,
  invoiceId: string,
  input: CreateInvoicePaymentInput,
  now = new Date(),
): Promise<{ payment: InvoicePaymentWithInvoice; isNew: boolean }> {
  const repeated = await findRepeatedInvoicePayment(db, business.id, invoiceId, input);
  if (repeated) return { payment: repeated, isNew: false };
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, business.id, invoiceId);
    // A concurrent request with the same keys may have paid while this one waited for the lock.
    const paidMeanwhile = await findRepeatedInvoicePayment(tx, business.id, invoiceId, input);
    if (paidMeanwhile) return { payment: paidMeanwhile, isNew: false };
    const deposit = input.processor ? "payment_clearing" : (input.deposit_account_identifier ?? "bank");
    const [depositAccount, receivable, fxGainLoss] = await resolveAccounts(tx, business.id, [
      { reference: deposit, fieldPath: "deposit_account_identifier" },
      { reference: "accounts_receivable", fieldPath: "accounts_receivable" },
      { reference: "fx_gain_loss", fieldPath: "fx_gain_loss" },
    ]);
    if (depositAccount!.classification !== "current_asset") {
      throw ApiError.validation({
        deposit_account_identifier: [
          `Account ${depositAccount!.code} is not a current asset (bank or cash).`,
        ],
      });
    }
    const paymentRate = exchangeRateFor(
      business,
      invoice.currency,
      input.exchange_rate,
      invoice.exchangeRate,
    );
    if (!(OPEN_INVOICE_STATUSES as readonly string[]).includes(invoice.status)) {
      throw ApiError.conflict(`Only a sent, unsettled invoice can be paid; this one is ${invoice.status}.`);
    }
    const outstanding = invoiceOutstandingCents(invoice);
    if (input.amount_cents > outstanding) {
      throw ApiError.conflict(
        `The payment is more than the invoice's outstanding balance (${outstanding}).`,
        {
          amount_cents: [`At most ${outstanding}.`],
        },
      );
    }
    const arBaseCents = receivableBaseCleared(invoice, input.amount_cents);
    const cashBaseCents = toBaseCents(input.amount_cents, paymentRate);
    const paymentDate = input.payment_date ?? todayInZone(business.timezone, now);
    const description = `Payment of invoice ${invoice.invoiceNumber}`;
    const [payment] = await tx
      .insert(invoicePayments)
      .values({
        businessId: business.id,
        invoiceId,
        customerId: invoice.customerId,
        externalId: input.external_id ?? null,
        amountCents: input.amount_cents,
        paymentDate,
        paymentMethod: input.payment_method,
        processor: input.processor ?? null,
        processorPaymentId: input.processor_payment_id ?? null,
        depositAccountId: depositAccount!.id,
        exchangeRate: paymentRate,
        arBaseCents,
        cashBaseCents,
        feeCents: input.fee_cents,
        reference: input.reference ?? null,
        memo: input.memo ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!payment)
      throw ApiError.conflict("external_id or processor_payment_id is already used by another payment.");
    const lines = invoicePaymentEntryLines({
      arBaseCents,
      cashBaseCents,
      amountCents: input.amount_cents,
      foreignCurrency: invoice.currency === business.baseCurrency ? null : invoice.currency,
      accounts: { receivable: receivable!.id, deposit: depositAccount!.id, fxGainLoss: fxGainLoss!.id },
      description,
    });
    const entry = lines.length
      ? await postJournalEntry(tx, business.id, {
          entryDate: paymentDate,
          source: "payment",
          sourceId: payment.id,
          memo: input.memo ?? description,
          lines,
        })
      : null;
    const [recorded] = await tx
      .update(invoicePayments)
      .set({ journalEntryId: entry?.id ?? null })
      .where(and(eq(invoicePayments.businessId, business.id), eq(invoicePayments.id, payment.id)))
      .returning();
    await settleInvoice(tx, business.id, invoiceId, now);
    return { payment: { ...recorded!, currency: invoice.currency }, isNew: true };
  });
}
