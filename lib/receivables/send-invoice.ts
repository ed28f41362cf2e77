import type { BusinessRow } from "../businesses/business-serializer";
import { getCustomer } from "../customers/get-customer";
import { DEFAULT_PAYMENT_TERMS_DAYS } from "../customers/customer-serializer";
import type { Db } from "../db/client";
import { ApiError } from "../http/api-error";
import type { SendInvoiceInput } from "../schemas/invoice-input";
import { instantInZone } from "../time/zoned-time";
import { invoiceDueDates } from "./invoice-dates";
import { lockInvoice, type InvoiceRow } from "./invoice-settlement";
import { postInvoiceJournalEntry } from "./post-invoice-journal-entry";

/**
 * `POST /invoices/{invoice_id}/send/`: puts a draft in the ledger, dated on `sent_at` (default now) in the business's
 * time zone. Due at `due_at`, else the draft's due date, else the sent date plus the customer's payment terms. A sent
 * invoice is returned unchanged; a cancelled one is 409.
 */
export async function sendInvoice(
  db: Db,
  business: BusinessRow,
  invoiceId: string,
  input: SendInvoiceInput,
  now = new Date(),
): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, business.id, invoiceId);
    if (invoice.status === "CANCELLED") throw ApiError.conflict("A voided invoice cannot be sent.");
    if (invoice.status !== "DRAFT") return invoice;
    const customer = await getCustomer(tx, business.id, invoice.customerId);
    const sentAt = input.sent_at ? instantInZone(input.sent_at, business.timezone) : now;
    const due = invoiceDueDates(
      input.due_at ?? invoice.dueAt,
      sentAt,
      customer.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS_DAYS,
      business.timezone,
    );
    return postInvoiceJournalEntry(tx, business, invoice, sentAt, due, now);
  });
}
