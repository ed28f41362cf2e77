import { defineEndpoint } from "../http/endpoint";
import { businessPathSchema } from "../schemas/business";
import { paginatedSchema } from "../schemas/common";
import {
  createVendorSchema,
  listVendorsQuerySchema,
  updateVendorSchema,
  vendorPathSchema,
  vendorSchema,
} from "../schemas/vendor";
import { businessErrors, writeErrors } from "./responses";

export const listVendorsEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/vendors/",
  operationId: "listVendors",
  summary: "List vendors",
  description:
    "By display name (case-insensitive), ties by id. `status` takes a comma-separated list; `search` matches " +
    "company name, individual name, e-mail or external_id (case-insensitive substring).",
  tag: "Payables",
  auth: "business",
  params: businessPathSchema,
  query: listVendorsQuerySchema,
  responses: {
    200: { description: "A page of vendors.", schema: paginatedSchema(vendorSchema) },
    ...businessErrors,
  },
});

export const createVendorEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/businesses/{business_id}/vendors/",
  operationId: "createVendor",
  summary: "Create a vendor",
  description:
    "Needs company_name or individual_name. `external_id` is unique within the business (409 otherwise).",
  tag: "Payables",
  auth: "business",
  resourceType: "vendor",
  events: [{ type: "vendor.created", onStatus: 201 }],
  params: businessPathSchema,
  body: createVendorSchema,
  responses: { 201: { description: "Created.", schema: vendorSchema }, ...writeErrors },
});

export const getVendorEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/vendors/{vendor_id}/",
  operationId: "getVendor",
  summary: "Get a vendor",
  tag: "Payables",
  auth: "business",
  params: vendorPathSchema,
  responses: { 200: { description: "The vendor.", schema: vendorSchema }, ...businessErrors },
});

export const updateVendorEndpoint = defineEndpoint({
  method: "PUT",
  path: "/v1/platform/businesses/{business_id}/vendors/{vendor_id}/",
  operationId: "updateVendor",
  summary: "Update a vendor",
  description:
    "Changes the fields sent; an omitted field keeps its value and null clears it. `external_id` stays unique " +
    "within the business (409 otherwise); the vendor keeps a company or individual name.",
  tag: "Payables",
  auth: "business",
  resourceType: "vendor",
  events: [{ type: "vendor.updated" }],
  params: vendorPathSchema,
  body: updateVendorSchema,
  responses: { 200: { description: "The updated vendor.", schema: vendorSchema }, ...writeErrors },
});
