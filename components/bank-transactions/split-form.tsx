"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, type FieldPath, useFieldArray, useForm, useWatch } from "react-hook-form";
import { useEmbed } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { ApiRequestError } from "@/lib/api-client/api-request-error";
import { refreshBankTransactions, splitBankTransaction } from "@/lib/api-client/bank-transactions";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney, minorDigits } from "@/lib/i18n/format";
import { parseMajorUnits } from "@/lib/money/major-units-input";
import type { SplitInput } from "@/lib/schemas/bank-categorization";
import { splitFormSchema, type SplitFormValues } from "@/lib/schemas/bank-split-form";
import { AccountPicker } from "./account-picker";
import { bankRefusalText, transactionName } from "./bank-refusal";
import { FormAlert, FormButtons, type LineFormProps } from "./form-parts";

/** The API's error path onto the form's (`lines.1.amount_cents` → `lines.1.amount`, `lines` → the parts' total). */
const formPath = (apiPath: string) =>
  (apiPath === "lines"
    ? "lines.root"
    : apiPath.replace(/\.amount_cents$/, ".amount")) as FieldPath<SplitFormValues>;

/** Parts of the amount to several accounts; a running total says how much is left to place. */
export function SplitForm({ transaction, onDone }: LineFormProps) {
  const { businessId, messages, locale } = useEmbed();
  const text = messages.bankTransactions;
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState("");
  const currency = transaction.currency;
  const form = useForm<SplitFormValues, unknown, SplitInput>({
    resolver: zodResolver(splitFormSchema(currency, transaction.amount)),
    defaultValues: {
      lines: [
        { account_id: "", amount: "" },
        { account_id: "", amount: "" },
      ],
    },
  });
  const parts = useFieldArray({ control: form.control, name: "lines" });
  const lines = useWatch({ control: form.control, name: "lines" });
  const placed = lines.reduce((sum, line) => {
    const cents = parseMajorUnits(line.amount ?? "", minorDigits(currency));
    return Number.isSafeInteger(cents) ? sum + cents : sum;
  }, 0);
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const mutation = useMutation({
    mutationFn: (body: SplitInput) => splitBankTransaction(businessId, transaction.id, body),
    onSuccess: async () => {
      await refreshBankTransactions(queryClient, businessId);
      onDone(fill(text.splitDone, { name: transactionName(transaction) }));
    },
    onError: (error) => {
      const fields = error instanceof ApiRequestError ? Object.entries(error.fieldErrors()) : [];
      if (!fields.length) return setRefusal(bankRefusalText(error, messages));
      fields.forEach(([path, message], index) =>
        form.setError(formPath(path), { type: "server", message }, { shouldFocus: index === 0 }),
      );
    },
  });
  const errorText = (message: string | undefined) =>
    message ? ((text as Record<string, string>)[message] ?? message) : undefined;
  const errors = form.formState.errors.lines;
  const totalError = errorText(errors?.root?.message);

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((body) => {
        setRefusal("");
        mutation.mutate(body);
      })}
    >
      {parts.fields.map((part, index) => (
        <fieldset key={part.id} className="space-y-3 rounded-embed border border-embed-border p-3">
          <legend className="px-1 text-sm font-semibold">
            {fill(text.splitPart, { number: index + 1 })}
          </legend>
          <Controller
            control={form.control}
            name={`lines.${index}.account_id`}
            render={({ field }) => (
              <AccountPicker
                ref={field.ref}
                name={field.name}
                label={text.account}
                value={field.value}
                onChange={field.onChange}
                error={errorText(errors?.[index]?.account_id?.message)}
              />
            )}
          />
          <Field
            label={fill(text.splitAmount, { currency })}
            error={errorText(errors?.[index]?.amount?.message)}
          >
            {(control) => (
              <input
                {...control}
                {...form.register(`lines.${index}.amount`)}
                className="input"
                inputMode="decimal"
              />
            )}
          </Field>
          {parts.fields.length > 2 ? (
            <button type="button" className="btn-secondary" onClick={() => parts.remove(index)}>
              {fill(text.removePart, { number: index + 1 })}
            </button>
          ) : null}
        </fieldset>
      ))}
      <button
        type="button"
        className="btn-secondary"
        onClick={() => parts.append({ account_id: "", amount: "" })}
      >
        {text.addPart}
      </button>
      <p aria-live="polite" className="text-sm">
        {fill(text.splitTotal, { placed: money(placed), total: money(transaction.amount) })}
      </p>
      {totalError ? (
        <p role="alert" className="text-sm text-embed-danger">
          {fill(totalError, { total: money(transaction.amount) })}
        </p>
      ) : null}
      <FormAlert message={refusal} />
      <FormButtons submit={text.split} isPending={mutation.isPending} onCancel={() => onDone("")} />
    </form>
  );
}
