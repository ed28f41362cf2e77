import type { QueryClient } from "@tanstack/react-query";
import type { InvoiceResponse } from "../schemas/invoice";
import type { InvoiceRefundRequest } from "../schemas/invoice-action-forms";
import type { CreateInvoiceWriteOffInput } from "../schemas/invoice-input";
import type { CreateInvoicePaymentInput, InvoicePaymentResponse } from "../schemas/invoice-payment";
import type { RefundResponse } from "../schemas/refund-response";
import { invoicesKeys } from "./invoices";
import { fetchDocumentFile } from "./document-file";
import { platformRequest } from "./platform-client";
import type { DownloadedFile } from "./platform-download";

/** POST /invoices/{id}/send/: posts a draft's entry dated now and makes its PDF. */
export const sendInvoice = (businessId: string, invoiceId: string) =>
  platformRequest<InvoiceResponse>(businessId, `/invoices/${invoiceId}/send/`, { method: "POST", body: {} });

/** POST /invoices/{id}/payments/: full or partial, into a bank or cash account (default the bank). */
export const recordInvoicePayment = (
  businessId: string,
  invoiceId: string,
  body: CreateInvoicePaymentInput,
) =>
  platformRequest<InvoicePaymentResponse>(businessId, `/invoices/${invoiceId}/payments/`, {
    method: "POST",
    body,
  });

/** POST /invoices/{id}/write-offs/: answers the invoice with the write-off. */
export const writeOffInvoice = (businessId: string, invoiceId: string, body: CreateInvoiceWriteOffInput) =>
  platformRequest<InvoiceResponse>(businessId, `/invoices/${invoiceId}/write-offs/`, {
    method: "POST",
    body,
  });

/**
 * A dedicated refund of one invoice (POST /invoices/refunds/) and, when the money already went back, its completed
 * payment (POST .../refunds/{id}/payments/ with `completed_at`). `attemptId` names both by `external_id`, so a retry
 * after the payment failed finds the refund made the first time instead of refunding twice.
 */
export async function refundInvoice(
  businessId: string,
  invoice: Pick<InvoiceResponse, "id" | "customer">,
  request: InvoiceRefundRequest,
  attemptId: string,
): Promise<RefundResponse> {
  const refund = await platformRequest<RefundResponse>(businessId, "/invoices/refunds/", {
    method: "POST",
    body: {
      customer_id: invoice.customer.id,
      refunded_amount: request.amount_cents,
      allocations: [{ invoice_id: invoice.id, amount: request.amount_cents }],
      is_dedicated: true,
      external_id: `embed-refund-${attemptId}`,
      memo: request.memo,
    },
  });
  if (!request.paid_from || refund.paid_amount >= refund.refunded_amount) return refund;
  await platformRequest(businessId, `/invoices/refunds/${refund.id}/payments/`, {
    method: "POST",
    body: {
      refunded_amount: refund.refunded_amount - refund.paid_amount,
      paid_from_account_identifier: request.paid_from.account,
      completed_at: new Date().toISOString(),
      external_id: `embed-refund-payment-${attemptId}`,
      memo: request.memo,
    },
  });
  return platformRequest<RefundResponse>(businessId, `/invoices/refunds/${refund.id}/`);
}

/**
 * The invoice's PDF as a file: its document when that is a PDF, else one made now (POST .../pdf/, sent invoices
 * only: a draft's PDF would say Draft and would then stay its document when sent). The invoice is read afresh for a
 * signed link valid now.
 */
export async function downloadInvoicePdf(businessId: string, invoiceId: string): Promise<DownloadedFile> {
  let invoice = await platformRequest<InvoiceResponse>(businessId, `/invoices/${invoiceId}/`);
  if (invoice.document?.mime_type !== "application/pdf") {
    invoice = await platformRequest<InvoiceResponse>(businessId, `/invoices/${invoiceId}/pdf/`, {
      method: "POST",
      body: {},
    });
  }
  return fetchDocumentFile(businessId, invoice.document!);
}

/**
 * After an action the invoice's detail takes the answer at once (when the answer is the invoice), then every invoices
 * query refetches by prefix: list rows, statuses and balances change.
 */
export async function refreshInvoices(
  queryClient: QueryClient,
  businessId: string,
  invoice?: InvoiceResponse,
): Promise<void> {
  if (invoice) queryClient.setQueryData(invoicesKeys.detail(businessId, invoice.id), invoice);
  await queryClient.invalidateQueries({ queryKey: invoicesKeys.all(businessId) });
}
