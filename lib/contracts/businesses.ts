import { defineEndpoint } from "../http/endpoint";
import { paginatedSchema } from "../schemas/common";
import {
  businessPathSchema,
  businessSchema,
  createBusinessSchema,
  listBusinessesQuerySchema,
} from "../schemas/business";
import { businessErrors, commonErrors, writeErrors } from "./responses";

export const listBusinessesEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/",
  operationId: "listBusinesses",
  summary: "List the partner's businesses",
  description: "Partner token only. Newest first. `search` matches name or external_id (case-insensitive).",
  tag: "Businesses",
  auth: "partner",
  query: listBusinessesQuerySchema,
  responses: {
    200: { description: "A page of businesses.", schema: paginatedSchema(businessSchema) },
    ...commonErrors,
  },
});

export const createBusinessEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/platform/businesses/",
  operationId: "createBusiness",
  summary: "Create a business with its chart of accounts",
  description:
    "Partner token only. A known `external_id` returns the existing business with 200 and creates nothing.",
  tag: "Businesses",
  auth: "partner",
  body: createBusinessSchema,
  responses: {
    201: { description: "Created.", schema: businessSchema },
    200: { description: "A business with this external_id already existed.", schema: businessSchema },
    ...writeErrors,
  },
});

export const getBusinessEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/",
  operationId: "getBusiness",
  summary: "Get a business",
  description: "A partner token of the owning partner, or the business's own token.",
  tag: "Businesses",
  auth: "business",
  params: businessPathSchema,
  responses: { 200: { description: "The business.", schema: businessSchema }, ...businessErrors },
});
