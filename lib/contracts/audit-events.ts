import { defineEndpoint } from "../http/endpoint";
import { auditEventSchema, listAuditEventsQuerySchema } from "../schemas/audit-event";
import { businessPathSchema } from "../schemas/business";
import { paginatedSchema } from "../schemas/common";
import { businessErrors } from "./responses";

export const listAuditEventsEndpoint = defineEndpoint({
  method: "GET",
  path: "/v1/platform/businesses/{business_id}/audit-events/",
  operationId: "listAuditEvents",
  summary: "List the audit trail of writes",
  description:
    "One event per successful write (POST, PUT, PATCH, DELETE) on this business's routes, newest first: who " +
    "(the partner, the business token, or the person a business token was issued for with `actor_id`), what " +
    "(resource type and id, method, path), the status, the request id and the validated body (uploaded files " +
    "left out). Refused requests and Idempotency-Key replays record nothing; token requests are not audited. Any " +
    "token of the business may read it, `business_read` included. `resource_type` takes a comma-separated list.",
  tag: "Audit",
  auth: "business",
  params: businessPathSchema,
  query: listAuditEventsQuerySchema,
  responses: {
    200: { description: "A page of audit events.", schema: paginatedSchema(auditEventSchema) },
    ...businessErrors,
  },
});
