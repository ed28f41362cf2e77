import { archiveChartAccountEndpoint, getChartAccountEndpoint } from "@/lib/contracts/general-ledger";
import { apiRoute, handle } from "@/lib/http/route";
import { archiveAccount } from "@/lib/ledger/chart/archive-account";
import { getLedgerAccountDetail, ledgerAccountDetail } from "@/lib/ledger/chart/ledger-account-views";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getChartAccountEndpoint, async ({ db, business, params }) => ({
    body: await getLedgerAccountDetail(db, business.id, business.baseCurrency, params.account_id),
  })),
  DELETE: handle(archiveChartAccountEndpoint, async ({ db, business, params }) => {
    const archived = await archiveAccount(db, business.id, params.account_id);
    return { body: await ledgerAccountDetail(db, business.id, business.baseCurrency, archived.id) };
  }),
});
