"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCanWrite, useEmbed } from "@/components/embed/embed-context";
import {
  categorizeBankTransaction,
  matchBankTransaction,
  refreshBankTransactions,
} from "@/lib/api-client/bank-transactions";
import { fill } from "@/lib/i18n/define-messages";
import type { MatchSuggestion } from "@/lib/schemas/bank-transaction";
import { bankRefusalText, transactionName } from "./bank-refusal";
import type { LineFormProps } from "./form-parts";
import { SuggestionText } from "./suggestion-text";

/**
 * The line's best suggestion and, for an editor, one click to take it: a category (`account`) categorizes the
 * whole amount to it, a document matches the line to it. Done is announced by the page; a refusal shows here.
 */
export function SuggestionCell({ transaction, onDone }: LineFormProps) {
  const { businessId, messages } = useEmbed();
  const text = messages.bankTransactions;
  const canWrite = useCanWrite();
  const queryClient = useQueryClient();
  const top: MatchSuggestion | undefined = transaction.suggestions?.[0];
  const name = transactionName(transaction);
  const accept = useMutation({
    mutationFn: (suggestion: MatchSuggestion) =>
      suggestion.type === "account"
        ? categorizeBankTransaction(businessId, transaction.id, { account_id: suggestion.id })
        : matchBankTransaction(businessId, transaction.id, {
            matches: [{ target_type: suggestion.type, target_id: suggestion.id }],
          }),
    onSuccess: async (done) => {
      await refreshBankTransactions(queryClient, businessId);
      onDone(fill(done.status === "matched" ? text.matched : text.categorized, { name }));
    },
  });
  if (!top) return <span className="text-embed-muted">{text.noSuggestion}</span>;
  return (
    <div className="flex min-w-48 flex-wrap items-center gap-2">
      <SuggestionText suggestion={top} currency={transaction.currency} />
      {canWrite && !transaction.is_locked ? (
        <button
          type="button"
          className="btn-secondary"
          disabled={accept.isPending}
          aria-label={fill(text.acceptLabel, { name })}
          onClick={() => accept.mutate(top)}
        >
          {text.accept}
        </button>
      ) : null}
      {accept.isError ? (
        <p role="alert" className="w-full text-xs text-embed-danger">
          {bankRefusalText(accept.error, messages)}
        </p>
      ) : null}
    </div>
  );
}
