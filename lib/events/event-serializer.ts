import type { EventResponse, EventType } from "../schemas/event";
import type { EventRow } from "./record-event";

/** The one shape of an event, in the list and in every webhook message. */
export function serializeEvent(event: EventRow): EventResponse {
  return {
    type: "Event",
    id: event.id,
    business_id: event.businessId,
    sequence: event.sequence,
    event_type: event.type as EventType,
    resource_type: event.resourceType,
    resource_id: event.resourceId,
    data: event.data,
    created_at: event.createdAt.toISOString(),
  };
}
