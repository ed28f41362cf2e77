import { getAccountEndpoint } from "@/lib/contracts/accounts";
import { apiRoute, handle } from "@/lib/http/route";
import { serializeAccount } from "@/lib/ledger/account-serializer";
import { getAccount } from "@/lib/ledger/get-account";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getAccountEndpoint, async ({ db, business, params }) => ({
    body: serializeAccount(await getAccount(db, business.id, params.account_id)),
  })),
});
