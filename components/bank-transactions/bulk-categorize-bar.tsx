"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useEmbed } from "@/components/embed/embed-context";
import { bulkCategorizeBankTransactions, refreshBankTransactions } from "@/lib/api-client/bank-transactions";
import { fill } from "@/lib/i18n/define-messages";
import type { BulkResult } from "@/lib/schemas/bank-categorization";
import type { BankTransactionResponse } from "@/lib/schemas/bank-transaction";
import { AccountPicker } from "./account-picker";
import { bankRefusalText, transactionName } from "./bank-refusal";
import { FormAlert } from "./form-parts";

/**
 * The chosen lines to one account in one request. Each line succeeds or is refused on its own: the refused ones
 * stay selected and are listed with the API's reason.
 */
export function BulkCategorizeBar({
  selected,
  onSettled,
}: {
  selected: BankTransactionResponse[];
  onSettled: (stillSelected: string[], message: string) => void;
}) {
  const { businessId, messages } = useEmbed();
  const text = messages.bankTransactions;
  const queryClient = useQueryClient();
  const [accountId, setAccountId] = useState("");
  const [accountError, setAccountError] = useState<string>();
  const [rejections, setRejections] = useState<string[]>([]);
  const [refusal, setRefusal] = useState("");
  const accountRef = useRef<HTMLSelectElement>(null);
  const mutation = useMutation({
    mutationFn: () =>
      bulkCategorizeBankTransactions(businessId, {
        items: selected.map((transaction) => ({
          bank_transaction_id: transaction.id,
          account_id: accountId,
        })),
      }),
    onSuccess: async (result: BulkResult) => {
      await refreshBankTransactions(queryClient, businessId);
      const rejected = result.results.filter((item) => item.status === "rejected");
      setRejections(
        rejected.map((item) => {
          const transaction = selected.find((each) => each.id === item.bank_transaction_id);
          const reason = [item.error?.error, ...Object.values(item.error?.details ?? {}).flat()].join(" ");
          return fill(text.bulkRejected, { name: transaction ? transactionName(transaction) : "", reason });
        }),
      );
      onSettled(
        rejected.map((item) => item.bank_transaction_id),
        fill(text.bulkDone, { done: result.done_count, rejected: result.rejected_count }),
      );
    },
    onError: (error) => setRefusal(bankRefusalText(error, messages)),
  });
  return (
    <section aria-label={text.bulkLabel} className="card mb-4 space-y-3">
      <p className="text-sm font-medium">{fill(text.selectedCount, { count: selected.length })}</p>
      <form
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setRefusal("");
          if (!accountId) {
            setAccountError(text.accountRequired);
            return accountRef.current?.focus();
          }
          setAccountError(undefined);
          mutation.mutate();
        }}
      >
        <div className="sm:min-w-72">
          <AccountPicker
            ref={accountRef}
            label={text.bulkAccount}
            value={accountId}
            onChange={setAccountId}
            error={accountError}
          />
        </div>
        <button type="submit" className="btn-primary" disabled={mutation.isPending || !selected.length}>
          {mutation.isPending ? text.saving : text.bulkApply}
        </button>
      </form>
      {rejections.length ? (
        <ul role="alert" className="space-y-1 text-sm text-embed-danger">
          {rejections.map((rejection) => (
            <li key={rejection}>{rejection}</li>
          ))}
        </ul>
      ) : null}
      <FormAlert message={refusal} />
    </section>
  );
}
