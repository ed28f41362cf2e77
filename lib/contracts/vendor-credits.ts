import { BILL_PAID } from "./event-rules";
import { defineEndpoint } from "../http/endpoint";
import { DOCUMENT_BODY_LIMIT } from "../http/request-body";
import { businessPathSchema } from "../schemas/business";
import { paginatedSchema } from "../schemas/common";
import {
  createVendorCreditSchema,
  listVendorCreditsQuerySchema,
  updateVendorCreditSchema,
  vendorCreditPathSchema,
} from "../schemas/vendor-credit";
import { vendorCreditSchema } from "../schemas/vendor-credit-response";
import { businessErrors, versionedWriteErrors, writeErrors } from "./responses";

const collection = "/v1/platform/businesses/{business_id}/vendor-credits/";
const item = `${collection}{credit_id}/`;
const tag = "Vendor credits";

export const listVendorCreditsEndpoint = defineEndpoint({
  method: "GET",
  path: collection,
  operationId: "listVendorCredits",
  summary: "List vendor credits (endpoint 9)",
  description:
    "Newest first. `received_at_start`/`received_at_end` are inclusive; `status` and `vendor_id` take " +
    "comma-separated lists; `search` matches the credit note number, external id or vendor name (case-insensitive).",
  tag,
  auth: "business",
  params: businessPathSchema,
  query: listVendorCreditsQuerySchema,
  responses: {
    200: { description: "A page of vendor credits.", schema: paginatedSchema(vendorCreditSchema) },
    ...businessErrors,
  },
});

export const createVendorCreditEndpoint = defineEndpoint({
  method: "POST",
  path: collection,
  operationId: "createVendorCredit",
  summary: "Record a vendor credit",
  description:
    "A draft without `received_at`; with it the credit is received and its journal entry posts (debit accounts " +
    "payable, credit each line's expense account and input tax). A known `external_id` returns the existing credit " +
    "with 200 and creates nothing. `allocations` applies it to bills at once, as on update.",
  tag,
  auth: "business",
  resourceType: "vendor_credit",
  events: [{ type: "vendor_credit.created", onStatus: 201 }, BILL_PAID],
  params: businessPathSchema,
  body: createVendorCreditSchema,
  responses: {
    201: { description: "Created.", schema: vendorCreditSchema },
    200: { description: "A credit with this external_id already existed.", schema: vendorCreditSchema },
    ...writeErrors,
  },
});

export const getVendorCreditEndpoint = defineEndpoint({
  method: "GET",
  path: item,
  operationId: "getVendorCredit",
  summary: "Get a vendor credit",
  tag,
  auth: "business",
  params: vendorCreditPathSchema,
  responses: { 200: { description: "The vendor credit.", schema: vendorCreditSchema }, ...businessErrors },
});

export const updateVendorCreditEndpoint = defineEndpoint({
  method: "PUT",
  path: item,
  operationId: "updateVendorCredit",
  summary: "Update or apply a vendor credit (endpoint 10)",
  description:
    "Every field is optional. `external_id` stays unique (409); `source_bill_id` cannot change once set (409); " +
    "line items cannot change once the credit is applied or partially applied (409); `received_at` receives a " +
    "draft. `allocations` replaces the credit's allocation set: a bill left out is unapplied. Each allocation must " +
    "be to an approved, unvoided bill of the same vendor and currency (400 otherwise; 409 when not approved or " +
    "voided) and may not exceed the bill's outstanding balance or the credit's unapplied amount (409). " +
    "Send the ETag of a GET (or of the last PUT) as If-Match to refuse (412) a change made since; without If-Match the last write wins.",
  tag,
  auth: "business",
  resourceType: "vendor_credit",
  events: [{ type: "vendor_credit.updated" }, BILL_PAID],
  params: vendorCreditPathSchema,
  body: updateVendorCreditSchema,
  maxBodyBytes: DOCUMENT_BODY_LIMIT,
  responses: {
    200: { description: "The updated credit.", schema: vendorCreditSchema },
    ...versionedWriteErrors,
  },
});

export const voidVendorCreditEndpoint = defineEndpoint({
  method: "POST",
  path: `${item}void/`,
  operationId: "voidVendorCredit",
  summary: "Void a vendor credit",
  description:
    "Reverses the credit's journal entry on today's date. Refused (409) while the credit is applied to bills; " +
    "voiding a void credit again returns it unchanged.",
  tag,
  auth: "business",
  resourceType: "vendor_credit",
  events: [{ type: "vendor_credit.voided", when: { field: "status", equals: ["void"] } }],
  params: vendorCreditPathSchema,
  responses: { 200: { description: "The void credit.", schema: vendorCreditSchema }, ...writeErrors },
});
