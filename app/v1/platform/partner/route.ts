import { serializePartner } from "@/lib/auth/partner-serializer";
import { getPartner, updatePartner } from "@/lib/auth/partners";
import { getPartnerEndpoint, updatePartnerEndpoint } from "@/lib/contracts/partners";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getPartnerEndpoint, async ({ db, caller }) => ({
    body: serializePartner(await getPartner(db, caller.partnerId)),
  })),
  PATCH: handle(updatePartnerEndpoint, async ({ db, caller, body }) => ({
    body: serializePartner(await updatePartner(db, caller.partnerId, body)),
  })),
});
