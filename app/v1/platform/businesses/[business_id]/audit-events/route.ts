import { serializeAuditEvent } from "@/lib/audit/audit-event-serializer";
import { loadResourceLabels } from "@/lib/audit/audit-resource-labels";
import { listAuditEvents } from "@/lib/audit/list-audit-events";
import { listAuditEventsEndpoint } from "@/lib/contracts/audit-events";
import { toPage } from "@/lib/http/pagination";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listAuditEventsEndpoint, async ({ db, business, query }) => {
    const { rows, total } = await listAuditEvents(db, business, query);
    const labels = await loadResourceLabels(db, business.id, rows);
    const events = rows.map((row) => serializeAuditEvent(row, labels.get(row.id) ?? null));
    return { body: toPage(query, total, events) };
  }),
});
