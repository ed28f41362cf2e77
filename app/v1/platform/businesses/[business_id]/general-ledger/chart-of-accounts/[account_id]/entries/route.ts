import { listAccountEntriesEndpoint } from "@/lib/contracts/general-ledger";
import { apiRoute, handle } from "@/lib/http/route";
import { findAccountByReference } from "@/lib/ledger/chart/find-account-by-reference";
import { generalLedger } from "@/lib/reports/general-ledger";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listAccountEntriesEndpoint, async ({ db, business, params, query }) => {
    const account = await findAccountByReference(db, business.id, params.account_id);
    return { body: await generalLedger(db, business, { ...query, account_id: account.id }) };
  }),
});
