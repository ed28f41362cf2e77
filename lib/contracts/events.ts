import { defineEndpoint } from "../http/endpoint";
import { businessPathSchema } from "../schemas/business";
import { paginatedSchema } from "../schemas/common";
import { eventSchema, listEventsQuerySchema } from "../schemas/event";
import { businessErrors } from "./responses";

export const listEventsEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/events/",
  operationId: "listEvents",
  summary: "List the business's events",
  description:
    "Every change a write made (`bill.paid`, `invoice.voided`, …; docs/events-and-webhooks.md lists them), in " +
    "`sequence` order, oldest first, each with the resource as its GET returned it then. The same events are sent " +
    "to webhook endpoints; after an outage, read from the last sequence seen with `after_sequence`. `type` takes a " +
    "comma-separated list.",
  tag: "Events",
  auth: "business",
  params: businessPathSchema,
  query: listEventsQuerySchema,
  responses: {
    200: { description: "A page of events.", schema: paginatedSchema(eventSchema) },
    ...businessErrors,
  },
});
