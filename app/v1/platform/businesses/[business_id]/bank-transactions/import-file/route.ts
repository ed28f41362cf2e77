import { changedBankTransactions } from "@/lib/banking/transactions/changed-transactions";
import { importStatementFile } from "@/lib/banking/transactions/import-statement-file";
import { importStatementFileEndpoint } from "@/lib/contracts/bank-transactions";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(importStatementFileEndpoint, async ({ db, business, body }) => {
    const result = await importStatementFile(db, business, body);
    const created = result.results
      .filter((item) => item.status === "created" && item.id)
      .map((item) => item.id!);
    return { body: result, changed: await changedBankTransactions(db, business, created) };
  }),
});
