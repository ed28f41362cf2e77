import { reportStatement } from "@/lib/banking/reconciliation/reconcile-statement";
import { statementReportEndpoint } from "@/lib/contracts/bank-reconciliations";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(statementReportEndpoint, async ({ db, business, params, query }) => ({
    body: await reportStatement(db, business, params.bank_account_id, query),
  })),
});
