import { serializeBankAccount, serializeBankAccounts } from "@/lib/banking/accounts/bank-account-serializer";
import { createBankAccount } from "@/lib/banking/accounts/create-bank-account";
import { listBankAccounts } from "@/lib/banking/accounts/list-bank-accounts";
import { createBankAccountEndpoint, listBankAccountsEndpoint } from "@/lib/contracts/bank-accounts";
import { toPage } from "@/lib/http/pagination";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listBankAccountsEndpoint, async ({ db, business, query }) => {
    const { rows, total, statistics } = await listBankAccounts(db, business, query);
    return { body: { ...toPage(query, total, await serializeBankAccounts(db, business, rows)), statistics } };
  }),
  POST: handle(createBankAccountEndpoint, async ({ db, business, body }) => {
    const { account, isNew } = await createBankAccount(db, business, body);
    return { status: isNew ? 201 : 200, body: await serializeBankAccount(db, business, account) };
  }),
});
