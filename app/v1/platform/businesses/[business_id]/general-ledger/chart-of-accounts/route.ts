import { createChartAccountEndpoint, listChartOfAccountsEndpoint } from "@/lib/contracts/general-ledger";
import { toPage } from "@/lib/http/pagination";
import { apiRoute, handle } from "@/lib/http/route";
import { createLedgerAccount } from "@/lib/ledger/chart/create-ledger-account";
import { ledgerAccountDetail } from "@/lib/ledger/chart/ledger-account-views";
import { serializeLedgerAccount } from "@/lib/ledger/chart/ledger-account-serializer";
import { listLedgerAccounts } from "@/lib/ledger/chart/list-ledger-accounts";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listChartOfAccountsEndpoint, async ({ db, business, query }) => {
    const { rows, total } = await listLedgerAccounts(db, business.id, query);
    const context = { currency: business.baseCurrency, hasPeriod: query.period_year !== undefined };
    return {
      body: toPage(
        query,
        total,
        rows.map((node) => serializeLedgerAccount(node, context)),
      ),
    };
  }),
  POST: handle(createChartAccountEndpoint, async ({ db, business, body }) => {
    const { account, isNew } = await createLedgerAccount(db, business.id, body);
    return {
      status: isNew ? 201 : 200,
      body: await ledgerAccountDetail(db, business.id, business.baseCurrency, account.id),
    };
  }),
});
