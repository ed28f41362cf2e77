import { defineEndpoint } from "../http/endpoint";
import { businessPathSchema } from "../schemas/business";
import { paginatedSchema } from "../schemas/common";
import {
  createCustomerSchema,
  customerPathSchema,
  customerSchema,
  listCustomersQuerySchema,
  updateCustomerSchema,
} from "../schemas/customer";
import { businessErrors, writeErrors } from "./responses";

export const listCustomersEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/customers/",
  operationId: "listCustomers",
  summary: "List customers",
  description:
    "By display name (case-insensitive), ties by id. `status` takes a comma-separated list (active, archived); " +
    "`search` matches display, company or individual name, e-mail or external_id (case-insensitive substring).",
  tag: "Receivables",
  auth: "business",
  params: businessPathSchema,
  query: listCustomersQuerySchema,
  responses: {
    200: { description: "A page of customers.", schema: paginatedSchema(customerSchema) },
    ...businessErrors,
  },
});

export const createCustomerEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/businesses/{business_id}/customers/",
  operationId: "createCustomer",
  summary: "Create a customer",
  description:
    "Needs company_name, individual_name or display_name. `external_id` is unique within the business (409 " +
    "otherwise).",
  tag: "Receivables",
  auth: "business",
  resourceType: "customer",
  events: [{ type: "customer.created", onStatus: 201 }],
  params: businessPathSchema,
  body: createCustomerSchema,
  responses: { 201: { description: "Created.", schema: customerSchema }, ...writeErrors },
});

export const getCustomerEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/customers/{customer_id}/",
  operationId: "getCustomer",
  summary: "Get a customer",
  tag: "Receivables",
  auth: "business",
  params: customerPathSchema,
  responses: { 200: { description: "The customer.", schema: customerSchema }, ...businessErrors },
});

export const updateCustomerEndpoint = defineEndpoint({
  method: "PUT",
  path: "/v1/platform/businesses/{business_id}/customers/{customer_id}/",
  operationId: "updateCustomer",
  summary: "Update a customer",
  description:
    "Changes the fields sent; an omitted field keeps its value and null clears it. `is_archived: true` archives " +
    "the customer, `false` restores it. `external_id` stays unique within the business (409 otherwise).",
  tag: "Receivables",
  auth: "business",
  resourceType: "customer",
  events: [{ type: "customer.updated" }],
  params: customerPathSchema,
  body: updateCustomerSchema,
  responses: { 200: { description: "The updated customer.", schema: customerSchema }, ...writeErrors },
});
