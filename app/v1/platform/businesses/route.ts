import { serializeBusiness } from "@/lib/businesses/business-serializer";
import { createBusiness } from "@/lib/businesses/create-business";
import { listBusinesses } from "@/lib/businesses/list-businesses";
import { createBusinessEndpoint, listBusinessesEndpoint } from "@/lib/contracts/businesses";
import { toPage } from "@/lib/http/pagination";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listBusinessesEndpoint, async ({ db, caller, query }) => {
    const { rows, total } = await listBusinesses(db, caller.partnerId, query);
    return { body: toPage(query, total, rows.map(serializeBusiness)) };
  }),
  POST: handle(createBusinessEndpoint, async ({ db, caller, body }) => {
    const { business, isNew } = await createBusiness(db, caller.partnerId, body);
    return { status: isNew ? 201 : 200, body: serializeBusiness(business) };
  }),
});
