import { ApiRequestError } from "@/lib/api-client/api-request-error";
import type { Messages } from "@/lib/i18n/catalog";
import { fill } from "@/lib/i18n/define-messages";
import type { BankTransactionResponse } from "@/lib/schemas/bank-transaction";

/** The API's refusal in the viewer's language, with its own words on what was wrong (its `details`). */
export function bankRefusalText(error: unknown, messages: Messages): string {
  if (!(error instanceof ApiRequestError)) return messages.common.errorBody;
  if (error.status === 403) return messages.common.forbidden;
  const reasons = [error.message, ...Object.values(error.fieldErrors())].join(" ");
  return fill(messages.bankTransactions.refused, { reason: reasons });
}

/** What a person calls a line: who the money went to or came from, else the bank's text. */
export const transactionName = (transaction: BankTransactionResponse) =>
  transaction.counterparty_name ??
  transaction.merchant_name ??
  transaction.description ??
  transaction.reference ??
  transaction.date;
