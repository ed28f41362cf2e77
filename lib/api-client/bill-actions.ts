import type { QueryClient } from "@tanstack/react-query";
import type { BillResponse } from "../schemas/bill";
import type { VoidBillInput } from "../schemas/bill-changes";
import type { BillPaymentResponse, CreateBillPaymentInput } from "../schemas/bill-payment";
import { billsKeys } from "./bills";
import { notifyHost } from "./host-events";
import { platformRequest } from "./platform-client";

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
