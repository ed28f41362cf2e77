import { INVOICE_PAID } from "./event-rules";
import { defineEndpoint } from "../http/endpoint";
import { DOCUMENT_BODY_LIMIT } from "../http/request-body";
import { businessPathSchema } from "../schemas/business";
import { paginatedSchema } from "../schemas/common";
import { invoicePathSchema, invoiceSchema } from "../schemas/invoice";
import { listInvoicesQuerySchema } from "../schemas/invoice-list-query";
import {
  createInvoiceSchema,
  createInvoiceWriteOffSchema,
  generateInvoicePdfSchema,
  sendInvoiceSchema,
  voidInvoiceSchema,
} from "../schemas/invoice-input";
import { businessErrors, writeErrors } from "./responses";

const invoice = (description: string) => ({ description, schema: invoiceSchema });

export const listInvoicesEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/invoices/",
  operationId: "listInvoices",
  summary: "List invoices (endpoint 5)",
  description:
    "Newest import first unless `sort` says otherwise; ties are broken by id. `status` maps sent → SENT (OVERDUE " +
    "included), partially_paid → PARTIALLY_PAID, paid, voided → CANCELLED, refunded, draft, and overdue → sent or " +
    "partially paid past the due date. `customer_id`, `status` and `reference_numbers` take comma-separated lists " +
    "(an invoice matches any reference number). Ranges are inclusive; a bare date means that whole day in the " +
    "business's time zone. `count` is the exact total.",
  tag: "Receivables",
  auth: "business",
  params: businessPathSchema,
  query: listInvoicesQuerySchema,
  responses: {
    200: { description: "A page of invoices.", schema: paginatedSchema(invoiceSchema) },
    ...businessErrors,
  },
});

export const createInvoiceEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/businesses/{business_id}/invoices/",
  operationId: "createInvoice",
  summary: "Create an invoice",
  description:
    "A draft, or sent when `sent_at` or `status: SENT` is given: sending posts debit accounts receivable, credit " +
    "revenue per line (after discounts), sales tax and tips. Idempotent on `external_id`: a known one returns the " +
    "existing invoice with 200. Name the customer with `customer_id` or `customer_external_id` (an unknown one " +
    "creates the customer). `invoice_number` is unique within the business (409). A currency other than the base " +
    "currency needs `exchange_rate`. Any refusal stores nothing.",
  tag: "Receivables",
  auth: "business",
  resourceType: "invoice",
  events: [{ type: "invoice.created", onStatus: 201 }],
  params: businessPathSchema,
  body: createInvoiceSchema,
  maxBodyBytes: DOCUMENT_BODY_LIMIT,
  responses: {
    201: invoice("Created."),
    200: invoice("An invoice with this external_id already existed; nothing was created."),
    ...writeErrors,
  },
});

export const getInvoiceEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/invoices/{invoice_id}/",
  operationId: "getInvoice",
  summary: "Get an invoice",
  tag: "Receivables",
  auth: "business",
  params: invoicePathSchema,
  responses: { 200: invoice("The invoice."), ...businessErrors },
});

export const sendInvoiceEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/businesses/{business_id}/invoices/{invoice_id}/send/",
  operationId: "sendInvoice",
  summary: "Send a draft invoice",
  description:
    "Posts the invoice's entry dated on `sent_at` (default now) in the business's time zone, and makes the " +
    "invoice's PDF (its `document`, as POST .../pdf/ does) unless it has a document already or `generate_pdf` is " +
    "false. A sent invoice is returned unchanged; a voided one is 409.",
  tag: "Receivables",
  auth: "business",
  resourceType: "invoice",
  events: [{ type: "invoice.sent", when: { field: "sent_at" } }],
  params: invoicePathSchema,
  body: sendInvoiceSchema,
  responses: { 200: invoice("The sent invoice."), ...writeErrors },
});

export const voidInvoiceEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/businesses/{business_id}/invoices/{invoice_id}/void/",
  operationId: "voidInvoice",
  summary: "Void an invoice (endpoint 4)",
  description:
    "`invoice_number` must be the invoice's (400 invoice_number_mismatch); `customer_id` and `external_id`, when " +
    "given, must be its too. 409 while payments, credits or write-offs are on it. The invoice becomes CANCELLED " +
    "(`voided_at` stays null); a sent one's entry is reversed, dated today in the business's time zone. Voiding a " +
    "CANCELLED invoice returns it unchanged.",
  tag: "Receivables",
  auth: "business",
  resourceType: "invoice",
  events: [{ type: "invoice.voided", when: { field: "status", equals: ["CANCELLED"] } }],
  params: invoicePathSchema,
  body: voidInvoiceSchema,
  responses: { 200: invoice("The voided invoice."), ...writeErrors },
});

export const createInvoiceWriteOffEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/businesses/{business_id}/invoices/{invoice_id}/write-offs/",
  operationId: "createInvoiceWriteOff",
  summary: "Write off part of an invoice",
  description:
    "At most the outstanding balance of a sent invoice (409 otherwise). Posts debit bad debt expense, credit " +
    "accounts receivable, dated on `write_off_date`. A fully written-off invoice is PAID, its write-offs listed.",
  tag: "Receivables",
  auth: "business",
  resourceType: "invoice",
  events: [{ type: "invoice.updated" }, INVOICE_PAID],
  params: invoicePathSchema,
  body: createInvoiceWriteOffSchema,
  responses: { 201: invoice("The invoice with the write-off."), ...writeErrors },
});

export const generateInvoicePdfEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/businesses/{business_id}/invoices/{invoice_id}/pdf/",
  operationId: "generateInvoicePdf",
  summary: "Make the invoice's PDF",
  description:
    "Renders the invoice as it is now (lines, taxes, discounts, settlements and amount due) as an A4 PDF, or US " +
    "Letter for a business in the Americas' Letter countries, in the business's language (from its country) or " +
    "`locale`, amounts in the invoice's currency, and keeps it as the invoice's newest `document` " +
    "(`document_type` sales_invoice, `upload_source` generated). A draft's PDF says Draft; a voided invoice is 409.",
  tag: "Receivables",
  auth: "business",
  resourceType: "invoice",
  events: [{ type: "invoice.updated" }],
  params: invoicePathSchema,
  body: generateInvoicePdfSchema,
  responses: { 201: invoice("The invoice; `document` is the new PDF."), ...writeErrors },
});
