import { serializeAuditEvent } from "@/lib/audit/audit-event-serializer";
import { listAuditEvents } from "@/lib/audit/list-audit-events";
import { listAuditEventsEndpoint } from "@/lib/contracts/audit-events";
import { toPage } from "@/lib/http/pagination";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listAuditEventsEndpoint, async ({ db, business, query }) => {
    const { rows, total } = await listAuditEvents(db, business, query);
    return { body: toPage(query, total, rows.map(serializeAuditEvent)) };
  }),
});
