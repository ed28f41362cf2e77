import { findBankAccount } from "@/lib/banking/accounts/bank-account-row";
import { serializeBankAccount } from "@/lib/banking/accounts/bank-account-serializer";
import { archiveBankAccount, updateBankAccount } from "@/lib/banking/accounts/update-bank-account";
import {
  archiveBankAccountEndpoint,
  getBankAccountEndpoint,
  updateBankAccountEndpoint,
} from "@/lib/contracts/bank-accounts";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getBankAccountEndpoint, async ({ db, business, params }) => ({
    body: await serializeBankAccount(
      db,
      business,
      await findBankAccount(db, business.id, params.bank_account_id),
    ),
  })),
  PUT: handle(updateBankAccountEndpoint, async ({ db, business, params, body }) => ({
    body: await serializeBankAccount(
      db,
      business,
      await updateBankAccount(db, business, params.bank_account_id, body),
    ),
  })),
  DELETE: handle(archiveBankAccountEndpoint, async ({ db, business, params }) => ({
    body: await serializeBankAccount(
      db,
      business,
      await archiveBankAccount(db, business.id, params.bank_account_id),
    ),
  })),
});
