import { listEventsEndpoint } from "@/lib/contracts/events";
import { serializeEvent } from "@/lib/events/event-serializer";
import { listEvents } from "@/lib/events/list-events";
import { toPage } from "@/lib/http/pagination";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listEventsEndpoint, async ({ db, business, query }) => {
    const { rows, total } = await listEvents(db, business, query);
    return { body: toPage(query, total, rows.map(serializeEvent)) };
  }),
});
