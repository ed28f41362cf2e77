import { serializeBankAccount } from "@/lib/banking/accounts/bank-account-serializer";
import { unarchiveBankAccount } from "@/lib/banking/accounts/update-bank-account";
import { unarchiveBankAccountEndpoint } from "@/lib/contracts/bank-accounts";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(unarchiveBankAccountEndpoint, async ({ db, business, params }) => ({
    body: await serializeBankAccount(
      db,
      business,
      await unarchiveBankAccount(db, business.id, params.bank_account_id),
    ),
  })),
});
