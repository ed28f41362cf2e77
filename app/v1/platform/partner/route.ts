import { serializePartner } from "@/lib/auth/partner-serializer";
import { getPartner } from "@/lib/auth/partners";
import { getPartnerEndpoint } from "@/lib/contracts/partners";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getPartnerEndpoint, async ({ db, caller }) => ({
    body: serializePartner(await getPartner(db, caller.partnerId)),
  })),
});
