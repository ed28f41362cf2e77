import type { auditEvents } from "../db/schema";
import type { AuditEventResponse } from "../schemas/audit-event";

export type AuditEventRow = typeof auditEvents.$inferSelect;

/** The one shape of an audit event in every response. */
export function serializeAuditEvent(
  event: AuditEventRow,
  resourceLabel: string | null = null,
): AuditEventResponse {
  return {
    type: "AuditEvent",
    id: event.id,
    business_id: event.businessId,
    partner_id: event.partnerId,
    actor_kind: event.actorKind as AuditEventResponse["actor_kind"],
    actor_id: event.actorId,
    actor_name: event.actorName,
    method: event.method as AuditEventResponse["method"],
    path: event.path,
    resource_type: event.resourceType as AuditEventResponse["resource_type"],
    resource_id: event.resourceId,
    resource_label: resourceLabel,
    response_status: event.responseStatus,
    request_id: event.requestId,
    change: event.change,
    created_at: event.createdAt.toISOString(),
  };
}
