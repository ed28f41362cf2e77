import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { invoices } from "../../db/schema";
import { ApiError } from "../../http/api-error";

/** `source_invoice_id` names the invoice a credit came from: an invoice of this business and of the credit's customer (400). */
export async function assertSourceInvoice(db: Db, businessId: string, customerId: string, invoiceId: string) {
  const [invoice] = await db
    .select({ customerId: invoices.customerId })
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), eq(invoices.id, invoiceId)));
  if (!invoice)
    throw ApiError.validation({ source_invoice_id: ["No invoice with this id in this business."] });
  if (invoice.customerId !== customerId) {
    throw ApiError.validation({
      source_invoice_id: ["The invoice is another customer's than the credit's."],
    });
  }
}
