import { defineEndpoint } from "../http/endpoint";
import { customerPathSchema, customerSchema } from "../schemas/customer";
import { vendorPathSchema, vendorSchema } from "../schemas/vendor";
import { writeErrors } from "./responses";

/** Archive and unarchive of vendors and customers (extensions.md §6, docs/ledger-and-reports.md §8). */
const effect =
  "An archived one keeps its documents and history, is left out of the list unless `include_archived=true` or a " +
  "`status` filter names it, and may not be named on a new document (400 on the field naming it). A body, if " +
  "sent, is not read. Repeating the call changes nothing.";

export const archiveVendorEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/businesses/{business_id}/vendors/{vendor_id}/archive/",
  operationId: "archiveVendor",
  summary: "Archive a vendor",
  description: effect,
  tag: "Payables",
  auth: "business",
  resourceType: "vendor",
  events: [{ type: "vendor.updated" }],
  params: vendorPathSchema,
  responses: { 200: { description: "The archived vendor.", schema: vendorSchema }, ...writeErrors },
});

export const unarchiveVendorEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/businesses/{business_id}/vendors/{vendor_id}/unarchive/",
  operationId: "unarchiveVendor",
  summary: "Unarchive a vendor",
  description: "Makes the vendor active again. " + effect,
  tag: "Payables",
  auth: "business",
  resourceType: "vendor",
  events: [{ type: "vendor.updated" }],
  params: vendorPathSchema,
  responses: { 200: { description: "The active vendor.", schema: vendorSchema }, ...writeErrors },
});

export const archiveCustomerEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/businesses/{business_id}/customers/{customer_id}/archive/",
  operationId: "archiveCustomer",
  summary: "Archive a customer",
  description: effect,
  tag: "Receivables",
  auth: "business",
  resourceType: "customer",
  events: [{ type: "customer.updated" }],
  params: customerPathSchema,
  responses: { 200: { description: "The archived customer.", schema: customerSchema }, ...writeErrors },
});

export const unarchiveCustomerEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/businesses/{business_id}/customers/{customer_id}/unarchive/",
  operationId: "unarchiveCustomer",
  summary: "Unarchive a customer",
  description: "Makes the customer active again. " + effect,
  tag: "Receivables",
  auth: "business",
  resourceType: "customer",
  events: [{ type: "customer.updated" }],
  params: customerPathSchema,
  responses: { 200: { description: "The active customer.", schema: customerSchema }, ...writeErrors },
});

export const PARTY_ARCHIVE_ENDPOINTS = [
  archiveVendorEndpoint,
  unarchiveVendorEndpoint,
  archiveCustomerEndpoint,
  unarchiveCustomerEndpoint,
] as const;
