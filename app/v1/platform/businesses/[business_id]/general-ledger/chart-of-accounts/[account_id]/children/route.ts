import { createChildAccountEndpoint } from "@/lib/contracts/general-ledger";
import { apiRoute, handle } from "@/lib/http/route";
import { createChildAccount } from "@/lib/ledger/chart/create-ledger-account";
import { ledgerAccountDetail } from "@/lib/ledger/chart/ledger-account-views";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(createChildAccountEndpoint, async ({ db, business, params, body }) => {
    const { account, isNew } = await createChildAccount(db, business.id, params.account_id, body);
    return {
      status: isNew ? 201 : 200,
      body: await ledgerAccountDetail(db, business.id, business.baseCurrency, account.id),
    };
  }),
});
