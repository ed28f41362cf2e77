import { defineEndpoint } from "../http/endpoint";
import { DOCUMENT_BODY_LIMIT } from "../http/request-body";
import { businessPathSchema } from "../schemas/business";
import { paginatedSchema, paginationQuerySchema } from "../schemas/common";
import { createRefundSchema, listRefundsQuerySchema, refundPathSchema } from "../schemas/refund";
import {
  completeRefundPaymentSchema,
  createRefundPaymentSchema,
  refundPaymentPathSchema,
  refundPaymentSchema,
} from "../schemas/refund-payment";
import { refundSchema } from "../schemas/refund-response";
import { businessErrors, writeErrors } from "./responses";

const collection = "/v1/platform/businesses/{business_id}/invoices/refunds/";
const item = `${collection}{refund_id}/`;
const payments = `${item}payments/`;
const tag = "Refunds";

export const listRefundsEndpoint = defineEndpoint({
  method: "GET",
  path: collection,
  operationId: "listRefunds",
  summary: "List refunds (endpoint 7)",
  description:
    "Default order `-created_at`; `ordering` takes comma-separated completed_at, created_at, refunded_amount, each " +
    "with an optional `-`. Completed-at bounds are inclusive; `customer_id`, `reference_numbers` and `status` take " +
    "comma-separated lists; `search` matches the external id, reference number, memo or customer name.",
  tag,
  auth: "business",
  params: businessPathSchema,
  query: listRefundsQuerySchema,
  responses: {
    200: { description: "A page of refunds.", schema: paginatedSchema(refundSchema) },
    ...businessErrors,
  },
});

export const createRefundEndpoint = defineEndpoint({
  method: "POST",
  path: collection,
  operationId: "createRefund",
  summary: "Refund paid invoices",
  description:
    "A pending refund of paid or partially paid invoices of one customer, each allocation at most what was paid on " +
    "its invoice and not refunded yet (409). An invoice whose refunds reach what it received is REFUNDED at once; " +
    "nothing is posted until refund payments complete. A known `external_id` returns the existing refund with 200.",
  tag,
  auth: "business",
  resourceType: "refund",
  events: [{ type: "refund.created", onStatus: 201 }],
  params: businessPathSchema,
  body: createRefundSchema,
  maxBodyBytes: DOCUMENT_BODY_LIMIT,
  responses: {
    201: { description: "Created.", schema: refundSchema },
    200: { description: "A refund with this external_id already existed.", schema: refundSchema },
    ...writeErrors,
  },
});

export const getRefundEndpoint = defineEndpoint({
  method: "GET",
  path: item,
  operationId: "getRefund",
  summary: "Get a refund",
  tag,
  auth: "business",
  params: refundPathSchema,
  responses: { 200: { description: "The refund.", schema: refundSchema }, ...businessErrors },
});

export const cancelRefundEndpoint = defineEndpoint({
  method: "POST",
  path: `${item}cancel/`,
  operationId: "cancelRefund",
  summary: "Cancel a refund",
  description:
    "While none of its payments completed (409 after): the refund and its pending payments are cancelled and its " +
    "invoices are no longer refunded by it. Cancelling a cancelled refund returns it unchanged.",
  tag,
  auth: "business",
  resourceType: "refund",
  events: [{ type: "refund.canceled" }],
  params: refundPathSchema,
  responses: { 200: { description: "The cancelled refund.", schema: refundSchema }, ...writeErrors },
});

export const listRefundPaymentsEndpoint = defineEndpoint({
  method: "GET",
  path: payments,
  operationId: "listRefundPayments",
  summary: "List a refund's payments (endpoint 8)",
  description: "Oldest first.",
  tag,
  auth: "business",
  params: refundPathSchema,
  query: paginationQuerySchema,
  responses: {
    200: { description: "A page of refund payments.", schema: paginatedSchema(refundPaymentSchema) },
    ...businessErrors,
  },
});

export const createRefundPaymentEndpoint = defineEndpoint({
  method: "POST",
  path: payments,
  operationId: "createRefundPayment",
  summary: "Pay a refund",
  description:
    "Up to what the refund's other payments leave (409). With `completed_at` the payment is completed and posted: " +
    "debit accounts receivable, credit payment clearing (a processor) or the bank, and the refunded sale leaves AR " +
    "for its revenue and tax accounts. A known `external_id` returns the existing payment with 200.",
  tag,
  auth: "business",
  resourceType: "refund_payment",
  events: [{ type: "refund_payment.created", onStatus: 201 }],
  params: refundPathSchema,
  body: createRefundPaymentSchema,
  responses: {
    201: { description: "Created.", schema: refundPaymentSchema },
    200: { description: "A payment with this external_id already existed.", schema: refundPaymentSchema },
    ...writeErrors,
  },
});

export const getRefundPaymentEndpoint = defineEndpoint({
  method: "GET",
  path: `${payments}{payment_id}/`,
  operationId: "getRefundPayment",
  summary: "Get a refund payment",
  tag,
  auth: "business",
  params: refundPaymentPathSchema,
  responses: { 200: { description: "The refund payment.", schema: refundPaymentSchema }, ...businessErrors },
});

export const completeRefundPaymentEndpoint = defineEndpoint({
  method: "POST",
  path: `${payments}{payment_id}/complete/`,
  operationId: "completeRefundPayment",
  summary: "Complete a refund payment",
  description:
    "Completes a pending payment at `completed_at` (default now) and posts it. A completed payment is returned " +
    "unchanged; a cancelled one is 409.",
  tag,
  auth: "business",
  resourceType: "refund_payment",
  events: [{ type: "refund_payment.completed" }],
  params: refundPaymentPathSchema,
  body: completeRefundPaymentSchema,
  responses: { 200: { description: "The completed payment.", schema: refundPaymentSchema }, ...writeErrors },
});
