import { sql } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import { resolveCustomer } from "../customers/resolve-customer";
import type { Db } from "../db/client";
import { invoiceLines, invoices } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import { storeDocument } from "../documents/store-document";
import { ApiError } from "../http/api-error";
import type { CreateInvoiceInput } from "../schemas/invoice-input";
import { findInvoiceByExternalId } from "./find-invoice";
import type { InvoiceRow } from "./invoice-settlement";
import { postInvoiceJournalEntry } from "./post-invoice-journal-entry";
import { prepareInvoice } from "./prepare-invoice";

/** Thrown inside the transaction when another request created the invoice first: rolls back what this one did. */
class CreatedConcurrently extends Error {}

const numberTaken = (invoiceNumber: string) =>
  ApiError.conflict(`An invoice with invoice_number ${invoiceNumber} already exists.`, {
    invoice_number: ["Already used by another invoice of this business."],
  });

/**
 * `POST /invoices/` (decisions.md §8, as bills): a known external_id returns the existing invoice (`isNew: false`)
 * and creates nothing. Otherwise, in one transaction: the customer (created for an unknown customer_external_id),
 * the invoice and its lines, the journal entry when it is sent, and the document. Any refusal stores nothing; an
 * invoice_number in use is 409. Concurrent creates with one external_id make one invoice and one entry.
 */
export async function createInvoice(
  db: Db,
  business: BusinessRow,
  input: CreateInvoiceInput,
  now = new Date(),
): Promise<{ invoice: InvoiceRow; isNew: boolean }> {
  const externalId = input.external_id;
  const existing = externalId ? await findInvoiceByExternalId(db, business.id, externalId) : undefined;
  if (existing) return { invoice: existing, isNew: false };
  try {
    const invoice = await db.transaction(async (tx) => {
      const customer = await resolveCustomer(tx, business.id, input);
      const prepared = await prepareInvoice(tx, business, customer, input, now);
      const [inserted] = await tx
        .insert(invoices)
        .values(prepared.invoice)
        .onConflictDoNothing({
          target: [invoices.businessId, invoices.externalId],
          where: sql`${invoices.externalId} is not null`,
        })
        .returning();
      if (!inserted) throw new CreatedConcurrently();
      await tx
        .insert(invoiceLines)
        .values(prepared.lines.map((line) => ({ ...line, invoiceId: inserted.id })));
      const due = { dueAt: inserted.dueAt, dueDate: inserted.dueDate };
      const created = prepared.sentAt
        ? await postInvoiceJournalEntry(tx, business, inserted, prepared.sentAt, due, now)
        : inserted;
      if (input.document) {
        await storeDocument(tx, business.id, { type: "invoice", id: created.id }, input.document);
      }
      return created;
    });
    return { invoice, isNew: true };
  } catch (error) {
    if (error instanceof CreatedConcurrently || isUniqueViolation(error, "invoices_business_number_key")) {
      const winner = externalId ? await findInvoiceByExternalId(db, business.id, externalId) : undefined;
      if (winner) return { invoice: winner, isNew: false };
      if (error instanceof CreatedConcurrently) throw error;
      throw numberTaken(input.invoice_number);
    }
    throw error;
  }
}
