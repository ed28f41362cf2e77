import "server-only";
import type { InvoicePdfContent } from "./invoice-pdf-content";
import { pdfmakeRenderer } from "./pdfmake-renderer";

/** Draws an invoice's content as a PDF. One implementation per file in this folder, chosen below. */
export interface InvoicePdfRenderer {
  render(content: InvoicePdfContent): Promise<Uint8Array>;
}

/**
 * The renderer of this process. pdfmake is the only one: it lays out tables across pages and embeds subset fonts,
 * server-side, so no PDF code reaches a browser bundle (see docs/bill-and-invoice-actions.md for the choice).
 */
export const invoicePdfRenderer = (): InvoicePdfRenderer => pdfmakeRenderer;
