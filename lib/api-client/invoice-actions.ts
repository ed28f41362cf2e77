import type { QueryClient } from "@tanstack/react-query";
import type { InvoiceResponse } from "../schemas/invoice";
import type { InvoiceRefundRequest } from "../schemas/invoice-action-forms";
import type { CreateInvoiceWriteOffInput } from "../schemas/invoice-input";
import type { CreateInvoicePaymentInput, InvoicePaymentResponse } from "../schemas/invoice-payment";
import type { RefundResponse } from "../schemas/refund-response";
import { notifyHost } from "./host-events";
import { invoicesKeys } from "./invoices";
import { fetchDocumentFile } from "./document-file";
import { platformRequest } from "./platform-client";
import type { DownloadedFile } from "./platform-download";

// Each action tells the partner's page once the API has accepted it (README: host events), whichever view ran it.

/** POST /invoices/{id}/send/: posts a draft's entry dated now and makes its PDF. */
export async function sendInvoice(businessId: string, invoiceId: string): Promise<InvoiceResponse> {
  const sent = await platformRequest<InvoiceResponse>(businessId, `/invoices/${invoiceId}/send/`, {
    method: "POST",
    body: {},
  });
  notifyHost("invoice_sent", { invoice_id: sent.id });
  return sent;
}

/** POST /invoices/{id}/payments/: full or partial, into a bank or cash account (default the bank). */
export async function recordInvoicePayment(
  businessId: string,
  invoiceId: string,
  body: CreateInvoicePaymentInput,
): Promise<InvoicePaymentResponse> {
  const payment = await platformRequest<InvoicePaymentResponse>(
    businessId,
    `/invoices/${invoiceId}/payments/`,
    {
      method: "POST",
      body,
    },
  );
  notifyHost("invoice_paid", {
    invoice_id: invoiceId,
    payment_id: payment.id,
    amount_cents: payment.amount_cents,
  });
  return payment;
}

/** POST /invoices/{id}/write-offs/: answers the invoice with the write-off. */
export async function writeOffInvoice(
  businessId: string,
  invoiceId: string,
  body: CreateInvoiceWriteOffInput,
): Promise<InvoiceResponse> {
  const invoice = await platformRequest<InvoiceResponse>(businessId, `/invoices/${invoiceId}/write-offs/`, {
    method: "POST",
    body,
  });
  notifyHost("invoice_written_off", { invoice_id: invoiceId });
  return invoice;
}

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
  if (!request.paid_from || refund.paid_amount >= refund.refunded_amount) {
    notifyHost("invoice_refunded", { invoice_id: invoice.id, refund_id: refund.id });
    return refund;
  }
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
  notifyHost("invoice_refunded", { invoice_id: invoice.id, refund_id: refund.id });
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
