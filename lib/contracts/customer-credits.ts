import { INVOICE_PAID } from "./event-rules";
import { defineEndpoint } from "../http/endpoint";
import { DOCUMENT_BODY_LIMIT } from "../http/request-body";
import { businessPathSchema } from "../schemas/business";
import { paginatedSchema } from "../schemas/common";
import {
  createCustomerCreditSchema,
  customerCreditPathSchema,
  listCustomerCreditsQuerySchema,
  updateCustomerCreditSchema,
} from "../schemas/customer-credit";
import { customerCreditSchema } from "../schemas/customer-credit-response";
import { businessErrors, versionedWriteErrors, writeErrors } from "./responses";

const collection = "/v1/platform/businesses/{business_id}/customer-credits/";
const item = `${collection}{credit_id}/`;
const tag = "Customer credits";

export const listCustomerCreditsEndpoint = defineEndpoint({
  method: "GET",
  path: collection,
  operationId: "listCustomerCredits",
  summary: "List customer credits (endpoint 11)",
  description:
    "Newest first. `sent_at_start`/`sent_at_end` are inclusive; `status` and `customer_id` take comma-separated " +
    "lists; `search` matches the credit note number, external id or customer name (case-insensitive).",
  tag,
  auth: "business",
  params: businessPathSchema,
  query: listCustomerCreditsQuerySchema,
  responses: {
    200: { description: "A page of customer credits.", schema: paginatedSchema(customerCreditSchema) },
    ...businessErrors,
  },
});

export const createCustomerCreditEndpoint = defineEndpoint({
  method: "POST",
  path: collection,
  operationId: "createCustomerCredit",
  summary: "Issue a customer credit (credit note)",
  description:
    "A draft without `sent_at`; with it the credit is sent and its journal entry posts (debit each line's revenue " +
    "account and sales tax payable, credit accounts receivable). A known `external_id` returns the existing credit " +
    "with 200 and creates nothing. `allocations` applies it to invoices at once, as on update.",
  tag,
  auth: "business",
  resourceType: "customer_credit",
  events: [{ type: "customer_credit.created", onStatus: 201 }, INVOICE_PAID],
  params: businessPathSchema,
  body: createCustomerCreditSchema,
  responses: {
    201: { description: "Created.", schema: customerCreditSchema },
    200: { description: "A credit with this external_id already existed.", schema: customerCreditSchema },
    ...writeErrors,
  },
});

export const getCustomerCreditEndpoint = defineEndpoint({
  method: "GET",
  path: item,
  operationId: "getCustomerCredit",
  summary: "Get a customer credit",
  tag,
  auth: "business",
  params: customerCreditPathSchema,
  responses: {
    200: { description: "The customer credit.", schema: customerCreditSchema },
    ...businessErrors,
  },
});

export const updateCustomerCreditEndpoint = defineEndpoint({
  method: "PUT",
  path: item,
  operationId: "updateCustomerCredit",
  summary: "Update or apply a customer credit",
  description:
    "Every field is optional. `external_id` stays unique (409); `source_invoice_id` cannot change once set (409); " +
    "line items cannot change once the credit is applied or partially applied (409); `sent_at` sends a draft. " +
    "`allocations` replaces the credit's allocation set: an invoice left out is unapplied. Each allocation must be " +
    "to a sent, not voided invoice of the same customer and currency (400 otherwise; 409 for a draft or voided " +
    "invoice) and may not exceed the invoice's outstanding balance or the credit's unapplied amount (409). " +
    "Send the ETag of a GET (or of the last PUT) as If-Match to refuse (412) a change made since; without If-Match the last write wins.",
  tag,
  auth: "business",
  resourceType: "customer_credit",
  events: [{ type: "customer_credit.updated" }, INVOICE_PAID],
  params: customerCreditPathSchema,
  body: updateCustomerCreditSchema,
  maxBodyBytes: DOCUMENT_BODY_LIMIT,
  responses: {
    200: { description: "The updated credit.", schema: customerCreditSchema },
    ...versionedWriteErrors,
  },
});

export const voidCustomerCreditEndpoint = defineEndpoint({
  method: "POST",
  path: `${item}void/`,
  operationId: "voidCustomerCredit",
  summary: "Void a customer credit",
  description:
    "Reverses the credit's journal entry on today's date. Refused (409) while the credit is applied to invoices; " +
    "voiding a void credit again returns it unchanged.",
  tag,
  auth: "business",
  resourceType: "customer_credit",
  events: [{ type: "customer_credit.voided", when: { field: "status", equals: ["void"] } }],
  params: customerCreditPathSchema,
  responses: { 200: { description: "The void credit.", schema: customerCreditSchema }, ...writeErrors },
});
