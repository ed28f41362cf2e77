import { applyRulesOnImport } from "@/lib/banking/rules/apply-rules";
import { changedBankTransactions } from "@/lib/banking/transactions/changed-transactions";
import { importBankTransactions } from "@/lib/banking/transactions/import-bank-transactions";
import { importBankTransactionsEndpoint } from "@/lib/contracts/bank-transactions";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(importBankTransactionsEndpoint, async ({ db, business, body }) => {
    const result = await importBankTransactions(
      db,
      business,
      body.bank_account_connection_id,
      body.transactions,
      "api",
      applyRulesOnImport,
    );
    const created = result.results
      .filter((item) => item.status === "created" && item.id)
      .map((item) => item.id!);
    return { body: result, changed: await changedBankTransactions(db, business, created) };
  }),
});
