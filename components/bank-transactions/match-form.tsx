"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useEmbed } from "@/components/embed/embed-context";
import { ErrorState, LoadingSkeleton } from "@/components/ui/states";
import {
  bankSuggestionsQuery,
  matchBankTransaction,
  refreshBankTransactions,
} from "@/lib/api-client/bank-transactions";
import { fill } from "@/lib/i18n/define-messages";
import type { MatchItemInput } from "@/lib/schemas/bank-matching";
import type { MatchSuggestion } from "@/lib/schemas/bank-transaction";
import { bankRefusalText, transactionName } from "./bank-refusal";
import { FormAlert, FormButtons, type LineFormProps } from "./form-parts";
import { SuggestionText } from "./suggestion-text";

type Candidate = MatchSuggestion & { type: MatchItemInput["target_type"] };
const isDocument = (suggestion: MatchSuggestion): suggestion is Candidate => suggestion.type !== "account";

/**
 * The open documents and payments the API offers for this line, best first: tick one or more and match. Matching
 * an open bill or invoice pays it from this bank account; each match takes what is left on both sides.
 */
export function MatchForm({ transaction, onDone }: LineFormProps) {
  const { businessId, messages } = useEmbed();
  const text = messages.bankTransactions;
  const queryClient = useQueryClient();
  const suggestions = useQuery(bankSuggestionsQuery(businessId, transaction.id));
  const [chosen, setChosen] = useState<string[]>([]);
  const [refusal, setRefusal] = useState("");
  const candidates = (suggestions.data?.results ?? []).filter(isDocument);
  const mutation = useMutation({
    mutationFn: (matches: MatchItemInput[]) => matchBankTransaction(businessId, transaction.id, { matches }),
    onSuccess: async () => {
      await refreshBankTransactions(queryClient, businessId);
      onDone(fill(text.matched, { name: transactionName(transaction) }));
    },
    onError: (error) => setRefusal(bankRefusalText(error, messages)),
  });
  if (suggestions.isPending) return <LoadingSkeleton rows={3} />;
  if (suggestions.isError) return <ErrorState onRetry={() => suggestions.refetch()} />;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const matches = candidates
          .filter((candidate) => chosen.includes(candidate.id))
          .map((candidate) => ({ target_type: candidate.type, target_id: candidate.id }));
        if (!matches.length) return setRefusal(text.matchChooseOne);
        setRefusal("");
        mutation.mutate(matches);
      }}
    >
      {candidates.length ? (
        <fieldset>
          <legend className="mb-2 text-sm">{text.matchIntro}</legend>
          <ul className="space-y-2">
            {candidates.map((candidate) => (
              <li key={candidate.id}>
                <label className="flex items-start gap-3 rounded-embed border border-embed-border p-3 text-sm">
                  <input
                    type="checkbox"
                    className="mt-1 h-4 w-4 accent-embed-active"
                    checked={chosen.includes(candidate.id)}
                    onChange={(event) =>
                      setChosen((current) =>
                        event.target.checked
                          ? [...current, candidate.id]
                          : current.filter((id) => id !== candidate.id),
                      )
                    }
                  />
                  <SuggestionText suggestion={candidate} currency={transaction.currency} />
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <p className="text-sm text-embed-muted">{text.matchNone}</p>
      )}
      <FormAlert message={refusal} />
      <FormButtons submit={text.matchSave} isPending={mutation.isPending} onCancel={() => onDone("")} />
    </form>
  );
}
