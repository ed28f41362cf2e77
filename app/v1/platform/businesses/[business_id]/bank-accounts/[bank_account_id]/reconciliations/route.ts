import { listReconciliations, reconcileStatement } from "@/lib/banking/reconciliation/reconcile-statement";
import {
  listReconciliationsEndpoint,
  reconcileStatementEndpoint,
} from "@/lib/contracts/bank-reconciliations";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listReconciliationsEndpoint, async ({ db, business, params }) => {
    const results = await listReconciliations(db, business, params.bank_account_id);
    return { body: { count: results.length, results } };
  }),
  POST: handle(reconcileStatementEndpoint, async ({ db, business, params, body }) => ({
    status: 201,
    body: await reconcileStatement(db, business, params.bank_account_id, body),
  })),
});
