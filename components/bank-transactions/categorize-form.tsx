"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useEmbed } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { ApiRequestError } from "@/lib/api-client/api-request-error";
import { categorizeBankTransaction, refreshBankTransactions } from "@/lib/api-client/bank-transactions";
import { fill } from "@/lib/i18n/define-messages";
import { categorizeSchema } from "@/lib/schemas/bank-categorization";
import { AccountPicker } from "./account-picker";
import { bankRefusalText, transactionName } from "./bank-refusal";
import { FormAlert, FormButtons, type LineFormProps } from "./form-parts";

/** The whole amount to one account, with the tax it includes (optional). The API's field errors land on fields. */
export function CategorizeForm({ transaction, onDone }: LineFormProps) {
  const { businessId, messages } = useEmbed();
  const text = messages.bankTransactions;
  const queryClient = useQueryClient();
  const [accountId, setAccountId] = useState(transaction.account_id ?? "");
  const [taxRate, setTaxRate] = useState(transaction.tax_rate ?? "");
  const [errors, setErrors] = useState<{ account_id?: string; tax_rate?: string; form?: string }>({});
  const accountRef = useRef<HTMLSelectElement>(null);
  const mutation = useMutation({
    mutationFn: (body: { account_id: string; tax_rate?: string }) =>
      categorizeBankTransaction(businessId, transaction.id, body),
    onSuccess: async () => {
      await refreshBankTransactions(queryClient, businessId);
      onDone(fill(text.categorized, { name: transactionName(transaction) }));
    },
    onError: (error) => {
      const fields = error instanceof ApiRequestError ? error.fieldErrors() : {};
      if (fields.account_id || fields.tax_rate) {
        setErrors({ account_id: fields.account_id, tax_rate: fields.tax_rate });
        accountRef.current?.focus();
      } else setErrors({ form: bankRefusalText(error, messages) });
    },
  });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const body = { account_id: accountId, ...(taxRate.trim() ? { tax_rate: taxRate.trim() } : {}) };
        const parsed = categorizeSchema.safeParse(body);
        if (!accountId) {
          setErrors({ account_id: text.accountRequired });
          return accountRef.current?.focus();
        }
        if (!parsed.success) return setErrors({ tax_rate: text.taxRateInvalid });
        setErrors({});
        mutation.mutate(body);
      }}
    >
      <AccountPicker
        ref={accountRef}
        label={text.account}
        value={accountId}
        onChange={setAccountId}
        error={errors.account_id}
      />
      <Field label={text.taxRate} hint={text.taxHint} error={errors.tax_rate}>
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="decimal"
            value={taxRate}
            onChange={(event) => setTaxRate(event.target.value)}
          />
        )}
      </Field>
      <FormAlert message={errors.form} />
      <FormButtons submit={text.categorize} isPending={mutation.isPending} onCancel={() => onDone("")} />
    </form>
  );
}
