import { and, eq, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { invoicePayments, invoices } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { InvoicePaymentRow } from "./load-invoice-relations";

/** A payment with what its object shows of its invoice. */
export type InvoicePaymentWithInvoice = InvoicePaymentRow & { currency: string };

/** Payments of the business joined with their invoices; `where` narrows them further. */
export function selectInvoicePayments(db: Db, businessId: string, where?: SQL) {
  return db
    .select({ payment: invoicePayments, currency: invoices.currency })
    .from(invoicePayments)
    .innerJoin(
      invoices,
      and(eq(invoices.businessId, invoicePayments.businessId), eq(invoices.id, invoicePayments.invoiceId)),
    )
    .where(and(eq(invoicePayments.businessId, businessId), where));
}

export const withInvoice = (row: { payment: InvoicePaymentRow; currency: string }) => ({
  ...row.payment,
  currency: row.currency,
});

/** One payment of the business; 404 for another business's payment or none at all. */
export async function getInvoicePayment(
  db: Db,
  businessId: string,
  paymentId: string,
): Promise<InvoicePaymentWithInvoice> {
  const [row] = await selectInvoicePayments(db, businessId, eq(invoicePayments.id, paymentId));
  if (!row) throw ApiError.notFound("Invoice payment");
  return withInvoice(row);
}

/**
 * The payment a caller's external_id, or processor and processor_payment_id, name, when it is a payment of
 * `invoiceId`: a repeat returns it. Either key used on another invoice's payment is 409 conflict.
 */
export async function findRepeatedInvoicePayment(
  db: Db,
  businessId: string,
  invoiceId: string,
  keys: { external_id?: string; processor?: string; processor_payment_id?: string },
): Promise<InvoicePaymentWithInvoice | undefined> {
  const matches: SQL[] = [];
  if (keys.external_id !== undefined) matches.push(eq(invoicePayments.externalId, keys.external_id));
  if (keys.processor !== undefined && keys.processor_payment_id !== undefined) {
    matches.push(
      and(
        eq(invoicePayments.processor, keys.processor),
        eq(invoicePayments.processorPaymentId, keys.processor_payment_id),
      )!,
    );
  }
  if (matches.length === 0) return undefined;
  const rows = await selectInvoicePayments(db, businessId, or(...matches));
  if (rows.some((row) => row.payment.invoiceId !== invoiceId)) {
    throw ApiError.conflict(
      "external_id or processor_payment_id is already used by a payment of another invoice.",
      {
        external_id: ["Already used by a payment of another invoice."],
      },
    );
  }
  return rows[0] ? withInvoice(rows[0]) : undefined;
}
