import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { refundAllocations, refunds } from "../../db/schema";
import { storeDocument } from "../../documents/store-document";
import { exchangeRateFor } from "../../payables/exchange-rate";
import type { CreateRefundInput } from "../../schemas/refund";
import { todayInZone } from "../../time/business-date";
import { settleInvoice } from "../invoice-settlement";
import { findRefundByExternalId, type RefundRow } from "./find-refund";
import { findRefundCustomer } from "./refund-customer";
import { assertRefundable, lockRefundedInvoices } from "./refunded-invoices";

/** Thrown inside the transaction when another request created the refund first: rolls back what this one did. */
class CreatedConcurrently extends Error {}

/**
 * `POST /invoices/refunds/`: a pending refund of paid or partially paid invoices of one customer, under the invoices'
 * row locks. An invoice whose refunds (pending, processing or paid) reach what it received becomes REFUNDED at once
 * (settleInvoice); the ledger moves when refund payments complete. A known `external_id` returns the existing refund
 * (`isNew: false`), also when two requests with it race.
 */
export async function createRefund(
  db: Db,
  business: BusinessRow,
  input: CreateRefundInput,
  now = new Date(),
): Promise<{ refund: RefundRow; isNew: boolean }> {
  const known = input.external_id && (await findRefundByExternalId(db, business.id, input.external_id));
  if (known) return { refund: known, isNew: false };
  try {
    return await db.transaction(async (tx) => {
      const customer = await findRefundCustomer(tx, business.id, input);
      const locked = await lockRefundedInvoices(tx, business.id, customer.id, input.allocations);
      // A concurrent request with the same external_id may have refunded while this one waited for the locks.
      if (input.external_id && (await findRefundByExternalId(tx, business.id, input.external_id))) {
        throw new CreatedConcurrently();
      }
      assertRefundable(input.allocations, locked.invoices);
      const first = locked.invoices.get(input.allocations[0]!.invoice_id.toLowerCase())!;
      const [refund] = await tx
        .insert(refunds)
        .values({
          businessId: business.id,
          customerId: customer.id,
          externalId: input.external_id ?? null,
          referenceNumber: input.reference_number ?? null,
          currency: locked.currency,
          exchangeRate: exchangeRateFor(business, locked.currency, input.exchange_rate, first.exchangeRate),
          refundedAmountCents: input.refunded_amount,
          status: "pending",
          isDedicated: input.is_dedicated,
          memo: input.memo ?? null,
          metadata: input.metadata ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!refund) throw new CreatedConcurrently();
      await tx.insert(refundAllocations).values(
        input.allocations.map((allocation) => ({
          businessId: business.id,
          refundId: refund.id,
          invoiceId: allocation.invoice_id.toLowerCase(),
          amountCents: allocation.amount,
          allocatedAt: now,
          allocationDate: todayInZone(business.timezone, now),
          description: allocation.description ?? null,
          createdAt: now,
        })),
      );
      for (const invoiceId of locked.invoices.keys()) await settleInvoice(tx, business.id, invoiceId, now);
      if (input.document) {
        await storeDocument(tx, business.id, { type: "refund", id: refund.id }, input.document);
      }
      return { refund, isNew: true };
    });
  } catch (error) {
    if (!(error instanceof CreatedConcurrently)) throw error;
    return { refund: (await findRefundByExternalId(db, business.id, input.external_id!))!, isNew: false };
  }
}
