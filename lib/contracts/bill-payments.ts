import { BILL_PAID } from "./event-rules";
import { defineEndpoint } from "../http/endpoint";
import { billPathSchema } from "../schemas/bill";
import {
  billPaymentPathSchema,
  billPaymentSchema,
  createBillPaymentSchema,
  listBillPaymentsQuerySchema,
} from "../schemas/bill-payment";
import { businessPathSchema } from "../schemas/business";
import { paginatedSchema } from "../schemas/common";
import { businessErrors, writeErrors } from "./responses";

export const createBillPaymentEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/businesses/{business_id}/bills/{bill_id}/payments/",
  operationId: "createBillPayment",
  summary: "Pay a bill",
  description:
    "Pays an approved bill in its currency, at most its outstanding balance (409 otherwise; 409 for an unapproved " +
    "or voided bill). Posts debit accounts payable, credit the paid-from account, the difference of a payment at " +
    "another rate to FX gain/loss. A repeated `external_id` returns the first payment with 200.",
  tag: "Payables",
  auth: "business",
  resourceType: "bill_payment",
  events: [{ type: "bill_payment.created", onStatus: 201 }, BILL_PAID],
  params: billPathSchema,
  body: createBillPaymentSchema,
  responses: {
    201: { description: "Recorded.", schema: billPaymentSchema },
    200: { description: "A payment with this external_id already existed.", schema: billPaymentSchema },
    ...writeErrors,
  },
});

export const listBillPaymentsEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/bills/payments/",
  operationId: "listBillPayments",
  summary: "List bill payments",
  description:
    "Newest payment date first, ties by creation and id. The payment date range is inclusive; `vendor_id` and " +
    "`payment_method` take comma-separated lists.",
  tag: "Payables",
  auth: "business",
  params: businessPathSchema,
  query: listBillPaymentsQuerySchema,
  responses: {
    200: { description: "A page of bill payments.", schema: paginatedSchema(billPaymentSchema) },
    ...businessErrors,
  },
});

export const getBillPaymentEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/bills/payments/{payment_id}/",
  operationId: "getBillPayment",
  summary: "Get a bill payment",
  tag: "Payables",
  auth: "business",
  params: billPaymentPathSchema,
  responses: { 200: { description: "The payment.", schema: billPaymentSchema }, ...businessErrors },
});
