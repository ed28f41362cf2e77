import { BILL_APPROVED } from "./event-rules";
import { defineEndpoint } from "../http/endpoint";
import { DOCUMENT_BODY_LIMIT } from "../http/request-body";
import { approveBillSchema, billPathSchema, billSchema, listBillsQuerySchema } from "../schemas/bill";
import { attachBillDocumentSchema, updateBillSchema, voidBillSchema } from "../schemas/bill-changes";
import { createBillSchema } from "../schemas/bill-input";
import { businessPathSchema } from "../schemas/business";
import { paginatedSchema } from "../schemas/common";
import { businessErrors, versionedWriteErrors, writeErrors } from "./responses";

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
  events: [{ type: "bill.created", onStatus: 201 }],
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
  responses: { 200: bill("The bill; its ETag is its version, for If-Match on PUT."), ...businessErrors },
});

export const updateBillEndpoint = defineEndpoint({
  method: "PUT",
  path: "/v1/platform/businesses/{business_id}/bills/{bill_id}/",
  operationId: "updateBill",
  summary: "Replace a bill that is not approved yet",
  description:
    "Takes what a create takes and replaces the bill's vendor, numbers, dates, currency, lines and taxes with it; " +
    "the id, `created_at` and, unless given, `external_id`, `bill_date` and `received_at` stay. An approved, " +
    "voided or credited bill is 409 (void an approved one and enter it again). `approved_at` approves it with the " +
    "new values. A `document` is added as the bill's newest file. Send the ETag of a GET as If-Match to refuse " +
    "(412) a change made since; without If-Match the last write wins. Any refusal changes nothing.",
  tag: "Payables",
  auth: "business",
  resourceType: "bill",
  events: [{ type: "bill.updated" }, BILL_APPROVED],
  params: billPathSchema,
  body: updateBillSchema,
  maxBodyBytes: DOCUMENT_BODY_LIMIT,
  responses: { 200: bill("The bill as replaced."), ...versionedWriteErrors },
});

export const attachBillDocumentEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/businesses/{business_id}/bills/{bill_id}/documents/",
  operationId: "attachBillDocument",
  summary: "Attach a file to a bill",
  description:
    "Any bill, approved or voided too. The file becomes the bill's `document` (the newest file is). Types and " +
    "size as on create; a refused file stores nothing.",
  tag: "Payables",
  auth: "business",
  resourceType: "bill",
  events: [{ type: "bill.updated" }],
  params: billPathSchema,
  body: attachBillDocumentSchema,
  maxBodyBytes: DOCUMENT_BODY_LIMIT,
  responses: { 201: bill("The bill with its new document."), ...writeErrors },
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
  events: [BILL_APPROVED],
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
    "business's time zone. The optional `reason` is kept as `void_reason`. Voiding a voided bill returns it " +
    "unchanged.",
  tag: "Payables",
  auth: "business",
  resourceType: "bill",
  events: [{ type: "bill.voided", when: { field: "status", equals: ["voided"] } }],
  params: billPathSchema,
  body: voidBillSchema,
  responses: { 200: bill("The voided bill."), ...writeErrors },
});
