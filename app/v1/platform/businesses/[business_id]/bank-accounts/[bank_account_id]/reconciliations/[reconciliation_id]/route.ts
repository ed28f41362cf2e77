import { undoReconciliation } from "@/lib/banking/reconciliation/reconcile-statement";
import { undoReconciliationEndpoint } from "@/lib/contracts/bank-reconciliations";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  DELETE: handle(undoReconciliationEndpoint, async ({ db, business, params }) => ({
    body: await undoReconciliation(db, business, params.bank_account_id, params.reconciliation_id),
  })),
});
