import type { QueryClient } from "@tanstack/react-query";
import type { BillResponse } from "../schemas/bill";
import type { AttachBillDocumentInput, UpdateBillInput, VoidBillInput } from "../schemas/bill-changes";
import type { BillPaymentResponse, CreateBillPaymentInput } from "../schemas/bill-payment";
import { billsKeys } from "./bills";
import { fetchDocumentFile } from "./document-file";
import { platformRequest } from "./platform-client";
import type { DownloadedFile } from "./platform-download";

/** Endpoint: POST /bills/{id}/approve/ — posts the bill's entry; approval time defaults to now. */
export const approveBill = (businessId: string, billId: string) =>
  platformRequest<BillResponse>(businessId, `/bills/${billId}/approve/`, { method: "POST", body: {} });

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
export const voidBill = (businessId: string, billId: string, body: VoidBillInput) =>
  platformRequest<BillResponse>(businessId, `/bills/${billId}/void/`, { method: "POST", body });

/** POST /bills/{id}/payments/: full or partial, from a bank or cash account. */
export const recordBillPayment = (businessId: string, billId: string, body: CreateBillPaymentInput) =>
  platformRequest<BillPaymentResponse>(businessId, `/bills/${billId}/payments/`, { method: "POST", body });

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
