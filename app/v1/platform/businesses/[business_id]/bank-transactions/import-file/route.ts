import { importStatementFile } from "@/lib/banking/transactions/import-statement-file";
import { importStatementFileEndpoint } from "@/lib/contracts/bank-transactions";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(importStatementFileEndpoint, async ({ db, business, body }) => ({
    body: await importStatementFile(db, business, body),
  })),
});
