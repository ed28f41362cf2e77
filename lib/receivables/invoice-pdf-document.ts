import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { latestDocuments } from "../documents/latest-documents";
import { storeDocumentBytes } from "../documents/store-document";
import { ApiError } from "../http/api-error";
import type { Locale } from "../i18n/locales";
import { businessLocaleOf } from "../invoices-pdf/business-conventions";
import { invoicePdfContent } from "../invoices-pdf/invoice-pdf-content";
import { invoicePdfRenderer } from "../invoices-pdf/invoice-pdf-renderer";
import { lockInvoice, type InvoiceRow } from "./invoice-settlement";
import { serializeInvoice } from "./invoice-serializer";

/**
 * Renders the invoice as a PDF in `locale` (default the business's language, from its country) and keeps it as the
 * invoice's newest document (`document_type` sales_invoice, `upload_source` generated). The PDF shows the invoice as
 * it is now, settlements and amount due included. A voided invoice has no PDF (409).
 */
export async function generateInvoicePdf(
  db: Db,
  business: BusinessRow,
  invoiceId: string,
  locale?: Locale,
): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, business.id, invoiceId);
    if (invoice.status === "CANCELLED") throw ApiError.conflict("A voided invoice has no PDF.");
    // The document links of this serialization are not used: only the invoice's figures and parties are.
    const response = await serializeInvoice(tx, business, invoice, "");
    const content = invoicePdfContent(response, business, locale ?? businessLocaleOf(business.country));
    const bytes = await invoicePdfRenderer().render(content);
    await storeDocumentBytes(
      tx,
      business.id,
      { type: "invoice", id: invoice.id },
      bytes,
      { mimeType: "application/pdf", extension: "pdf" },
      {
        documentType: "sales_invoice",
        fileName: `${content.title}-${invoice.invoiceNumber}.pdf`,
        uploadSource: "generated",
        metadata: { locale: content.locale },
      },
    );
    return invoice;
  });
}

/** After a send: the invoice's PDF, unless it already has a document (a file the caller uploaded stays its own). */
export async function ensureInvoicePdf(db: Db, business: BusinessRow, invoice: InvoiceRow): Promise<void> {
  if (invoice.status === "DRAFT" || invoice.status === "CANCELLED") return;
  const existing = await latestDocuments(db, business.id, "invoice", [invoice.id]);
  if (!existing.has(invoice.id)) await generateInvoicePdf(db, business, invoice.id);
}
