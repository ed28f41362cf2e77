import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import type { Page } from "../http/pagination";
import type { BankAccountResponse } from "../schemas/bank-account";
import type {
  BulkCategorizeInput,
  BulkResult,
  CategorizeInput,
  SplitInput,
} from "../schemas/bank-categorization";
import type { MatchInput, UnmatchInput } from "../schemas/bank-matching";
import type { BankTransactionResponse, MatchSuggestion } from "../schemas/bank-transaction";
import type { ImportResult, ImportStatementFileInput } from "../schemas/bank-transaction-import";
import { platformRequest, type QueryValue } from "./platform-client";

export type BankTransactionPage = Page<BankTransactionResponse>;

export const bankKeys = {
  all: (businessId: string) => ["bank-transactions", businessId] as const,
  list: (businessId: string, query: Record<string, QueryValue>) =>
    [...bankKeys.all(businessId), "list", query] as const,
  suggestions: (businessId: string, id: string) => [...bankKeys.all(businessId), "suggestions", id] as const,
  accounts: (businessId: string) => ["bank-accounts", businessId] as const,
};

/** A page of bank transactions with each one's three best suggestions; the last page stays while the next loads. */
export const bankTransactionListQuery = (businessId: string, query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: bankKeys.list(businessId, query),
    queryFn: ({ signal }) =>
      platformRequest<BankTransactionPage>(businessId, "/bank-transactions/", {
        query: { ...query, include_suggestions: true, has_parent: false },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** What a transaction could be matched to, best first (up to 20), the account suggestion included. */
export const bankSuggestionsQuery = (businessId: string, transactionId: string) =>
  queryOptions({
    queryKey: bankKeys.suggestions(businessId, transactionId),
    queryFn: ({ signal }) =>
      platformRequest<{ results: MatchSuggestion[] }>(
        businessId,
        `/bank-transactions/${transactionId}/suggestions/`,
        { query: { limit: 20 }, signal },
      ),
  });

/** The business's bank accounts (a business rarely has more than a page). */
export const bankAccountsQuery = (businessId: string) =>
  queryOptions({
    queryKey: bankKeys.accounts(businessId),
    queryFn: ({ signal }) =>
      platformRequest<Page<BankAccountResponse>>(businessId, "/bank-accounts/", {
        query: { page_size: 100 },
        signal,
      }),
    staleTime: 60_000,
  });

const post = <T>(
  businessId: string,
  path: string,
  body: unknown,
  onUploadProgress?: (sent: number) => void,
) => platformRequest<T>(businessId, path, { method: "POST", body, onUploadProgress });

export const categorizeBankTransaction = (businessId: string, id: string, body: CategorizeInput) =>
  post<BankTransactionResponse>(businessId, `/bank-transactions/${id}/categorize/`, body);

export const splitBankTransaction = (businessId: string, id: string, body: SplitInput) =>
  post<BankTransactionResponse>(businessId, `/bank-transactions/${id}/split/`, body);

export const matchBankTransaction = (businessId: string, id: string, body: MatchInput) =>
  post<BankTransactionResponse>(businessId, `/bank-transactions/${id}/match/`, body);

/** Reverses a categorization or split (a reversal entry); an excluded line is included again. */
export const uncategorizeBankTransaction = (businessId: string, id: string) =>
  post<BankTransactionResponse>(businessId, `/bank-transactions/${id}/uncategorize/`, undefined);

/** Out of the books and the bank balance (a personal or duplicate line). */
export const excludeBankTransaction = (businessId: string, id: string) =>
  post<BankTransactionResponse>(businessId, `/bank-transactions/${id}/exclude/`, undefined);

/** Removes the line's links (all by default): what they posted is reversed, a payment a match recorded removed. */
export const unmatchBankTransaction = (businessId: string, id: string, body: UnmatchInput = {}) =>
  post<BankTransactionResponse>(businessId, `/bank-transactions/${id}/unmatch/`, body);

export const bulkCategorizeBankTransactions = (businessId: string, body: BulkCategorizeInput) =>
  post<BulkResult>(businessId, "/bank-transactions/categorize/", body);

/** A statement file, base64 in JSON: the share of the body sent is reported while it uploads. */
export const importStatementFile = (
  businessId: string,
  body: ImportStatementFileInput,
  onUploadProgress: (sentFraction: number) => void,
) => post<ImportResult>(businessId, "/bank-transactions/import-file/", body, onUploadProgress);

/** After any write the inbox, suggestions and balances change: every bank query refetches. */
export async function refreshBankTransactions(queryClient: QueryClient, businessId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: bankKeys.all(businessId) }),
    queryClient.invalidateQueries({ queryKey: bankKeys.accounts(businessId) }),
  ]);
}
