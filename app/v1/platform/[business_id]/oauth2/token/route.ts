import { grantBusinessToken } from "@/lib/auth/token-requests";
import { issueBusinessTokenEndpoint } from "@/lib/contracts/tokens";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(issueBusinessTokenEndpoint, async ({ db, caller, params, body }) => ({
    body: await grantBusinessToken(db, caller.partnerId, params.business_id, body),
  })),
});
