import { defineEndpoint } from "../http/endpoint";
import { DOCUMENT_BODY_LIMIT } from "../http/request-body";
import { approveBillSchema, billPathSchema, billSchema, listBillsQuerySchema } from "../schemas/bill";
import { createBillSchema } from "../schemas/bill-input";
import { businessPathSchema } from "../schemas/business";
import { paginatedSchema } from "../schemas/common";
import { businessErrors, writeErrors } from "./responses";

const bill = (description: string) => ({ description, schema: billSchema });

export const listBillsEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/bills/",
  operationId: "listBills",
  summary: "List bills",
  description:
    "Newest first unless `sort` says otherwise; ties are broken by id. `status` and `vendor_id` take " +
    "comma-separated lists; the due range is inclusive; `search` is a case-insensitive substring.",
  tag: "Payables",
  auth: "business",
  params: businessPathSchema,
  query: listBillsQuerySchema,
  responses: {
    200: { description: "A page of bills.", schema: paginatedSchema(billSchema) },
    ...businessErrors,
  },
});

export const createBillEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/businesses/{business_id}/bills/",
  operationId: "createBill",
  summary: "Create a bill (endpoint 3)",
  description:
    "Idempotent on `external_id`: a known one returns the existing bill with 200 and creates nothing. Name the " +
    "vendor with `vendor_id` or `vendor_external_id` (an unknown one creates the vendor). `approved_at` posts the " +
    "bill to the ledger. A currency other than the base currency needs `exchange_rate`. Any refusal stores " +
    "nothing. With a `document`, the body may be up to 15 MB.",
  tag: "Payables",
  auth: "business",
  resourceType: "bill",
  params: businessPathSchema,
  body: createBillSchema,
  maxBodyBytes: DOCUMENT_BODY_LIMIT,
  responses: {
    201: bill("Created."),
    200: bill("A bill with this external_id already existed; nothing was created."),
    ...writeErrors,
  },
});

export const getBillEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/bills/{bill_id}/",
  operationId: "getBill",
  summary: "Get a bill",
  tag: "Payables",
  auth: "business",
  params: billPathSchema,
  responses: { 200: bill("The bill."), ...businessErrors },
});

export const approveBillEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/businesses/{business_id}/bills/{bill_id}/approve/",
  operationId: "approveBill",
  summary: "Approve a bill",
  description:
    "Posts the bill's journal entry dated on `approved_at` (default now) in the business's time zone. An approved " +
    "bill is returned unchanged; a voided bill is 409.",
  tag: "Payables",
  auth: "business",
  resourceType: "bill",
  params: billPathSchema,
  body: approveBillSchema,
  responses: { 200: bill("The approved bill."), ...writeErrors },
});

export const voidBillEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/businesses/{business_id}/bills/{bill_id}/void/",
  operationId: "voidBill",
  summary: "Void a bill",
  description:
    "409 while payments or vendor credits are allocated. An approved bill's entry is reversed, dated today in the " +
    "business's time zone. Voiding a voided bill returns it unchanged.",
  tag: "Payables",
  auth: "business",
  resourceType: "bill",
  params: billPathSchema,
  responses: { 200: bill("The voided bill."), ...writeErrors },
});
