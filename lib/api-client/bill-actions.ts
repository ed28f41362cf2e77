import type { QueryClient } from "@tanstack/react-query";
import type { BillResponse } from "../schemas/bill";
import type { AttachBillDocumentInput, UpdateBillInput, VoidBillInput } from "../schemas/bill-changes";
import type { BillPaymentResponse, CreateBillPaymentInput } from "../schemas/bill-payment";
import { billsKeys } from "./bills";
import { fetchDocumentFile } from "./document-file";
import { notifyHost } from "./host-events";
import { platformRequest } from "./platform-client";
import type { DownloadedFile } from "./platform-download";

// Each action tells the partner's page once the API has accepted it (README: host events), whichever view ran it.

/** Endpoint: POST /bills/{id}/approve/ — posts the bill's entry; approval time defaults to now. */
export async function approveBill(businessId: string, billId: string): Promise<BillResponse> {
  const bill = await platformRequest<BillResponse>(businessId, `/bills/${billId}/approve/`, {
    method: "POST",
    body: {},
  });
  notifyHost("bill_approved", { bill_id: bill.id });
  return bill;
}

/** PUT /bills/{id}/: replaces a bill that is not approved yet with the form's values. */
export const updateBill = (
  businessId: string,
  billId: string,
  body: UpdateBillInput,
  onUploadProgress?: (sentFraction: number) => void,
) =>
  platformRequest<BillResponse>(businessId, `/bills/${billId}/`, { method: "PUT", body, onUploadProgress });

/** POST /bills/{id}/documents/: the file becomes the bill's newest document. */
export const attachBillDocument = (
  businessId: string,
  billId: string,
  body: AttachBillDocumentInput,
  onUploadProgress?: (sentFraction: number) => void,
) =>
  platformRequest<BillResponse>(businessId, `/bills/${billId}/documents/`, {
    method: "POST",
    body,
    onUploadProgress,
  });

/** The bill's newest document as a file; the bill is read afresh for a signed link valid now. */
export async function downloadBillDocument(businessId: string, billId: string): Promise<DownloadedFile> {
  const bill = await platformRequest<BillResponse>(businessId, `/bills/${billId}/`);
  if (!bill.document) throw new Error("The bill has no document.");
  return fetchDocumentFile(businessId, bill.document);
}

/** POST /bills/{id}/void/ with the reason, kept as `void_reason`. */
export async function voidBill(
  businessId: string,
  billId: string,
  body: VoidBillInput,
): Promise<BillResponse> {
  const bill = await platformRequest<BillResponse>(businessId, `/bills/${billId}/void/`, {
    method: "POST",
    body,
  });
  notifyHost("bill_voided", { bill_id: bill.id });
  return bill;
}

/** POST /bills/{id}/payments/: full or partial, from a bank or cash account. */
export async function recordBillPayment(
  businessId: string,
  billId: string,
  body: CreateBillPaymentInput,
): Promise<BillPaymentResponse> {
  const payment = await platformRequest<BillPaymentResponse>(businessId, `/bills/${billId}/payments/`, {
    method: "POST",
    body,
  });
  notifyHost("bill_paid", { bill_id: billId, payment_id: payment.id, amount_cents: payment.amount_cents });
  return payment;
}

/**
 * After an action the bill's detail takes the answer at once (when the answer is the bill), then every bills query
 * refetches by prefix: list rows, counts and balances change.
 */
export async function refreshBills(
  queryClient: QueryClient,
  businessId: string,
  bill?: BillResponse,
): Promise<void> {
  if (bill) queryClient.setQueryData(billsKeys.detail(businessId, bill.id), bill);
  await queryClient.invalidateQueries({ queryKey: billsKeys.all(businessId) });
}
