import { grantPartnerToken } from "@/lib/auth/token-requests";
import { issuePartnerTokenEndpoint } from "@/lib/contracts/tokens";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(issuePartnerTokenEndpoint, async ({ db, caller, body }) => ({
    body: await grantPartnerToken(db, caller.partnerId, body.grant_type),
  })),
});
