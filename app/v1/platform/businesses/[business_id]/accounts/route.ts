import { createAccountEndpoint, listAccountsEndpoint } from "@/lib/contracts/accounts";
import { toPage } from "@/lib/http/pagination";
import { apiRoute, handle } from "@/lib/http/route";
import { serializeAccount } from "@/lib/ledger/account-serializer";
import { createAccount } from "@/lib/ledger/create-account";
import { listAccounts } from "@/lib/ledger/list-accounts";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listAccountsEndpoint, async ({ db, business, query }) => {
    const { rows, total } = await listAccounts(db, business.id, query);
    return { body: toPage(query, total, rows.map(serializeAccount)) };
  }),
  POST: handle(createAccountEndpoint, async ({ db, business, body }) => ({
    status: 201,
    body: serializeAccount(await createAccount(db, business.id, body)),
  })),
});
