"use client";
import { useMessages } from "@/components/embed/embed-context";
import { DateText } from "@/components/ui/date-text";
import { Money } from "@/components/ui/money";
import { fill } from "@/lib/i18n/define-messages";
import type { MatchSuggestion } from "@/lib/schemas/bank-transaction";
import { useCategoryAccounts } from "./use-category-accounts";

/**
 * What a suggestion is (a category, a bill, a payment…), which one, what is open on it and how well it fits. The
 * API's `description` is English; the parts are shown in the viewer's language instead.
 */
export function SuggestionText({ suggestion, currency }: { suggestion: MatchSuggestion; currency: string }) {
  const text = useMessages().bankTransactions;
  const { accounts } = useCategoryAccounts();
  const account = accounts.find((candidate) => candidate.id === suggestion.id);
  const which =
    suggestion.type === "account"
      ? `${suggestion.document_number ?? ""} ${account?.name ?? ""}`
      : [suggestion.document_number, suggestion.counterparty_name].filter(Boolean).join(" · ");
  return (
    <span className="flex flex-col">
      <span>
        <span className="font-medium">{text[`kind_${suggestion.type}`]}</span> {which.trim()}
      </span>
      <span className="text-xs text-embed-muted">
        {suggestion.type === "account" ? null : (
          <>
            <Money amount={suggestion.amount_cents} currency={currency} />
            {suggestion.date ? (
              <>
                {" · "}
                <DateText value={suggestion.date} />
              </>
            ) : null}
            {" · "}
          </>
        )}
        {fill(text.score, { score: suggestion.score })}
      </span>
    </span>
  );
}
