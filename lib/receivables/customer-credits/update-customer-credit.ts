import { and, eq } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import { assertCreditChangeable, creditFieldChanges } from "../../credits/credit-changes";
import { isSameLines, type CreditLineDraft } from "../../credits/credit-lines";
import type { Db } from "../../db/client";
import { customerCredits } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { storeDocument } from "../../documents/store-document";
import { ApiError } from "../../http/api-error";
import { assertCurrentVersion, type VersionPrecondition } from "../../http/precondition";
import type { UpdateCustomerCreditInput } from "../../schemas/customer-credit";
import { instantInZone } from "../../time/zoned-time";
import { replaceCustomerCreditAllocations } from "./allocate-customer-credit";
import {
  buildCustomerCreditLines,
  loadCustomerCreditLines,
  replaceCustomerCreditLines,
} from "./customer-credit-lines";
import { lockCustomerCredit, type CustomerCreditRow } from "./get-customer-credit";
import { recordSending } from "./record-sending";
import { assertSourceInvoice } from "./source-invoice";

/**
 * `PUT /customer-credits/{credit_id}/`, in one transaction under the credit's row lock (as vendor credits, decisions.md
 * §6): external_id stays unique (409); source_invoice_id is fixed once set (409); line items are fixed once the credit
 * is applied or partially applied (409); `sent_at` sends a draft, and new lines or a new date on a sent credit replace
 * its entry; `allocations` replaces the allocation set; `document` adds the credit's latest document. A refused
 * request changes nothing.
 */
export async function updateCustomerCredit(
  db: Db,
  business: BusinessRow,
  creditId: string,
  input: UpdateCustomerCreditInput,
  now = new Date(),
  precondition: VersionPrecondition = {},
): Promise<CustomerCreditRow> {
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockCustomerCredit(tx, business.id, creditId);
      assertCurrentVersion(precondition, locked.updatedAt, "customer credit");
      const sentAt = input.sent_at && instantInZone(input.sent_at, business.timezone);
      const isNewDate = !!sentAt && sentAt.getTime() !== locked.sentAt?.getTime();
      const stored = (await loadCustomerCreditLines(tx, business.id, [locked.id])) as CreditLineDraft[];
      const lines = input.line_items && (await buildCustomerCreditLines(tx, business.id, input.line_items));
      const isNewLines = !!lines && !isSameLines(stored, lines);
      await assertCreditChangeable(
        locked,
        { isNewDate, isNewLines },
        { date: "sent_at", targets: "invoices" },
        {
          field: "source_invoice_id",
          stored: locked.sourceInvoiceId,
          requested: input.source_invoice_id,
          assertValid: (invoiceId) => assertSourceInvoice(tx, business.id, locked.customerId, invoiceId),
        },
      );

      let credit = await updateFields(tx, locked, input, isNewLines ? lines : undefined, now);
      if (isNewLines) await replaceCustomerCreditLines(tx, business.id, credit.id, lines!);
      if (isNewDate || (isNewLines && credit.sentAt)) {
        credit = await recordSending(tx, business, credit, lines ?? stored, sentAt || credit.sentAt!, now);
      }
      if (input.allocations) {
        credit = await replaceCustomerCreditAllocations(tx, business, credit, input.allocations, now);
      }
      if (input.document) {
        await storeDocument(tx, business.id, { type: "customer_credit", id: credit.id }, input.document);
      }
      return credit;
    });
  } catch (error) {
    if (isUniqueViolation(error, "customer_credits_business_external_id_key")) {
      throw ApiError.conflict("Another customer credit of this business has this external_id.", {
        external_id: ["Already used by another customer credit."],
      });
    }
    throw error;
  }
}

async function updateFields(
  tx: Db,
  credit: CustomerCreditRow,
  input: UpdateCustomerCreditInput,
  lines: readonly CreditLineDraft[] | undefined,
  now: Date,
): Promise<CustomerCreditRow> {
  const [updated] = await tx
    .update(customerCredits)
    .set({
      ...creditFieldChanges(input, lines, credit.exchangeRate),
      sourceInvoiceId: input.source_invoice_id?.toLowerCase() ?? input.source_invoice_id,
      updatedAt: now,
    })
    .where(and(eq(customerCredits.businessId, credit.businessId), eq(customerCredits.id, credit.id)))
    .returning();
  return updated!;
}
