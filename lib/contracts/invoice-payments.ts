import { INVOICE_PAID } from "./event-rules";
import { defineEndpoint } from "../http/endpoint";
import { businessPathSchema } from "../schemas/business";
import { paginatedSchema } from "../schemas/common";
import { invoicePathSchema } from "../schemas/invoice";
import {
  createInvoicePaymentSchema,
  invoicePaymentPathSchema,
  invoicePaymentSchema,
  listInvoicePaymentsQuerySchema,
} from "../schemas/invoice-payment";
import { businessErrors, writeErrors } from "./responses";

export const createInvoicePaymentEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/businesses/{business_id}/invoices/{invoice_id}/payments/",
  operationId: "createInvoicePayment",
  summary: "Record a payment on an invoice",
  description:
    "At most the outstanding balance of a sent invoice (409 otherwise; 409 for a draft or voided invoice). Posts " +
    "debit the payment clearing account (with a `processor`) or the deposit account (default bank), credit " +
    "accounts receivable, a payment at another rate's difference to FX gain/loss. Drives SENT → PARTIALLY_PAID → " +
    "PAID. A repeated `external_id` (or processor and processor_payment_id) returns the first payment with 200.",
  tag: "Receivables",
  auth: "business",
  resourceType: "invoice_payment",
  events: [{ type: "invoice_payment.created", onStatus: 201 }, INVOICE_PAID],
  params: invoicePathSchema,
  body: createInvoicePaymentSchema,
  responses: {
    201: { description: "Recorded.", schema: invoicePaymentSchema },
    200: { description: "This payment was already recorded.", schema: invoicePaymentSchema },
    ...writeErrors,
  },
});

export const listInvoicePaymentsEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/invoices/payments/",
  operationId: "listInvoicePayments",
  summary: "List invoice payments",
  description:
    "Newest payment date first, ties by creation and id. The payment date range is inclusive; `customer_id`, " +
    "`processor` and `payment_method` take comma-separated lists; `is_paid_out` says whether a payout settled it.",
  tag: "Receivables",
  auth: "business",
  params: businessPathSchema,
  query: listInvoicePaymentsQuerySchema,
  responses: {
    200: { description: "A page of invoice payments.", schema: paginatedSchema(invoicePaymentSchema) },
    ...businessErrors,
  },
});

export const getInvoicePaymentEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/invoices/payments/{payment_id}/",
  operationId: "getInvoicePayment",
  summary: "Get an invoice payment",
  tag: "Receivables",
  auth: "business",
  params: invoicePaymentPathSchema,
  responses: { 200: { description: "The payment.", schema: invoicePaymentSchema }, ...businessErrors },
});
