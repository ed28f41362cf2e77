import { serializeBusiness } from "@/lib/businesses/business-serializer";
import { getBusinessEndpoint } from "@/lib/contracts/businesses";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getBusinessEndpoint, async ({ business }) => ({ body: serializeBusiness(business) })),
});
