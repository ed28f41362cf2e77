import { findBankTransaction } from "@/lib/banking/transactions/bank-transaction-row";
import { serializeBankTransaction } from "@/lib/banking/transactions/bank-transaction-serializer";
import { getBankTransactionEndpoint } from "@/lib/contracts/bank-transactions";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getBankTransactionEndpoint, async ({ db, business, params }) => ({
    body: await serializeBankTransaction(
      db,
      business,
      await findBankTransaction(db, business.id, params.bank_transaction_id),
    ),
  })),
});
