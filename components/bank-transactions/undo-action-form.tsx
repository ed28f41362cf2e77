"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useEmbed } from "@/components/embed/embed-context";
import {
  excludeBankTransaction,
  refreshBankTransactions,
  uncategorizeBankTransaction,
  unmatchBankTransaction,
} from "@/lib/api-client/bank-transactions";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney } from "@/lib/i18n/format";
import { bankRefusalText, transactionName } from "./bank-refusal";
import { FormAlert, FormButtons, type LineFormProps } from "./form-parts";
import type { UndoAction } from "./line-actions";

/** Each action's request; bringing an excluded line back is the API's uncategorize, which includes it again. */
const REQUEST = {
  uncategorize: uncategorizeBankTransaction,
  include: uncategorizeBankTransaction,
  exclude: excludeBankTransaction,
  unmatch: (businessId: string, id: string) => unmatchBankTransaction(businessId, id),
} satisfies Record<UndoAction, unknown>;

/**
 * One step that takes a line's state back (or, for exclude, out of the books): what it does in a sentence, then
 * the button. Unmatch names the documents whose links go. Nothing is edited: the API posts reversals.
 */
export function UndoActionForm({ transaction, onDone, action }: LineFormProps & { action: UndoAction }) {
  const { businessId, messages, locale } = useEmbed();
  const text = messages.bankTransactionUndo;
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState("");
  const mutation = useMutation({
    mutationFn: () => REQUEST[action](businessId, transaction.id),
    onSuccess: async () => {
      await refreshBankTransactions(queryClient, businessId);
      onDone(fill(text[`${action}Done`], { name: transactionName(transaction) }));
    },
    onError: (error) => setRefusal(bankRefusalText(error, messages)),
  });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setRefusal("");
        mutation.mutate();
      }}
    >
      <p className="text-sm">{text[`${action}Intro`]}</p>
      {action === "unmatch" && transaction.reconciliations.length ? (
        <section className="text-sm">
          <h3 className="mb-1 font-medium">{text.matchedTo}</h3>
          <ul className="space-y-1">
            {transaction.reconciliations.map((link) => (
              <li key={link.reconciliation_link_id} className="flex flex-wrap justify-between gap-x-3">
                <span>
                  {[text[`document_${link.document_type}`], link.document_number].filter(Boolean).join(" ")}
                </span>
                <span className="tabular-nums">
                  {formatMoney(link.amount_cents, transaction.currency, locale)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <FormAlert message={refusal} />
      <FormButtons
        submit={text[`${action}Submit`]}
        isPending={mutation.isPending}
        onCancel={() => onDone("")}
      />
    </form>
  );
}
