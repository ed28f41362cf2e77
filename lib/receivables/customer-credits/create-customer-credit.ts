import type { BusinessRow } from "../../businesses/business-serializer";
import { creditBaseAmounts, creditTotalCents } from "../../credits/credit-lines";
import { resolveCustomer } from "../../customers/resolve-customer";
import type { Db } from "../../db/client";
import { customerCredits } from "../../db/schema";
import { exchangeRateFor } from "../../payables/exchange-rate";
import type { CreateCustomerCreditInput } from "../../schemas/customer-credit";
import { instantInZone } from "../../time/zoned-time";
import { replaceCustomerCreditAllocations } from "./allocate-customer-credit";
import { buildCustomerCreditLines, replaceCustomerCreditLines } from "./customer-credit-lines";
import { findCustomerCreditByExternalId, type CustomerCreditRow } from "./get-customer-credit";
import { recordSending } from "./record-sending";
import { assertSourceInvoice } from "./source-invoice";

/** Thrown inside the transaction when another request created the credit first: rolls back what this one did. */
class CreatedConcurrently extends Error {}

/**
 * `POST /customer-credits/`: a draft, or sent (posting its entry) when `sent_at` is given, with optional allocations,
 * in one transaction. A known `external_id` returns the existing credit (`isNew: false`) and changes nothing, also
 * when two requests with it race: the insert skips on the unique key, and the request that did not insert rolls back
 * (a customer it created included) and returns the winner's credit.
 */
export async function createCustomerCredit(
  db: Db,
  business: BusinessRow,
  input: CreateCustomerCreditInput,
  now = new Date(),
): Promise<{ credit: CustomerCreditRow; isNew: boolean }> {
  const known =
    input.external_id && (await findCustomerCreditByExternalId(db, business.id, input.external_id));
  if (known) return { credit: known, isNew: false };
  const currency = input.currency ?? business.baseCurrency;
  const exchangeRate = exchangeRateFor(business, currency, input.exchange_rate);
  try {
    return await db.transaction(async (tx) => {
      const customer = await resolveCustomer(tx, business.id, input);
      if (input.source_invoice_id) {
        await assertSourceInvoice(tx, business.id, customer.id, input.source_invoice_id);
      }
      const lines = await buildCustomerCreditLines(tx, business.id, input.line_items);
      const [inserted] = await tx
        .insert(customerCredits)
        .values({
          businessId: business.id,
          externalId: input.external_id ?? null,
          creditNoteNumber: input.credit_note_number ?? null,
          customerId: customer.id,
          currency,
          exchangeRate,
          memo: input.memo ?? null,
          tags: input.tags,
          metadata: input.metadata ?? null,
          sourceInvoiceId: input.source_invoice_id?.toLowerCase() ?? null,
          status: "draft",
          totalCents: creditTotalCents(lines),
          totalBaseCents: creditBaseAmounts(lines, exchangeRate).totalBaseCents,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) throw new CreatedConcurrently();
      await replaceCustomerCreditLines(tx, business.id, inserted.id, lines);
      let credit = inserted;
      if (input.sent_at) {
        const sentAt = instantInZone(input.sent_at, business.timezone);
        credit = await recordSending(tx, business, credit, lines, sentAt, now);
      }
      if (input.allocations?.length) {
        credit = await replaceCustomerCreditAllocations(tx, business, credit, input.allocations, now);
      }
      return { credit, isNew: true };
    });
  } catch (error) {
    if (!(error instanceof CreatedConcurrently)) throw error;
    return {
      credit: (await findCustomerCreditByExternalId(db, business.id, input.external_id!))!,
      isNew: false,
    };
  }
}
