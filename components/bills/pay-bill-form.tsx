"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { useEmbed } from "@/components/embed/embed-context";
import { useAccountName } from "@/components/embed/use-account-name";
import { Field } from "@/components/ui/field";
import { accountsQuery } from "@/lib/api-client/accounts";
import { ApiRequestError } from "@/lib/api-client/api-request-error";
import { recordBillPayment, refreshBills } from "@/lib/api-client/bill-actions";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney, minorDigits, todayIn } from "@/lib/i18n/format";
import { toMajorUnitsText } from "@/lib/money/major-units-input";
import type { BillResponse } from "@/lib/schemas/bill";
import { PAYMENT_METHODS, type CreateBillPaymentInput } from "@/lib/schemas/bill-payment";
import { billPaymentFormSchema, type BillPaymentFormValues } from "@/lib/schemas/bill-payment-form";
import { billNumberOf } from "./bill-number";

const CASH_CLASSIFICATIONS = ["current_asset"] as const;
/** The API's field names onto the form's (the account is chosen by id). */
const FORM_FIELD: Record<string, FieldPath<BillPaymentFormValues>> = {
  amount_cents: "amount",
  payment_date: "payment_date",
  payment_method: "payment_method",
  paid_from_account_identifier: "paid_from_account_id",
  reference: "reference",
};
/** Full or partial payment of an approved bill; the amount starts at what is owed. */
export function PayBillForm({ bill, onDone }: { bill: BillResponse; onDone: (message: string) => void }) {
  const { businessId, messages, locale, timeZone } = useEmbed();
  const text = messages.billActions;
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState("");
  const accounts = useQuery(accountsQuery(businessId, CASH_CLASSIFICATIONS));
  const accountName = useAccountName();
  const cashAccounts = (accounts.data?.results ?? []).filter(
    (account) => account.cash_flow_tag === "cash_equivalent",
  );
  const form = useForm<BillPaymentFormValues, unknown, CreateBillPaymentInput>({
    resolver: zodResolver(billPaymentFormSchema(bill.currency, bill.outstanding_balance)),
    defaultValues: {
      amount: toMajorUnitsText(bill.outstanding_balance, minorDigits(bill.currency)),
      payment_date: todayIn(timeZone),
      payment_method: "bank_transfer",
      paid_from_account_id: "",
      reference: "",
    },
  });
  const mutation = useMutation({
    mutationFn: (body: CreateBillPaymentInput) => recordBillPayment(businessId, bill.id, body),
    onSuccess: async (payment) => {
      await refreshBills(queryClient, businessId);
      onDone(
        fill(text.paid, {
          amount: formatMoney(payment.amount_cents, bill.currency, locale),
          number: billNumberOf(bill, messages.bills.noNumber),
        }),
      );
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError)) return setRefusal(messages.common.errorBody);
      let isPlaced = false;
      for (const [path, message] of Object.entries(error.fieldErrors())) {
        const field = FORM_FIELD[path.split(".")[0]!];
        if (field) {
          form.setError(field, { type: "server", message }, { shouldFocus: !isPlaced });
          isPlaced = true;
        }
      }
      if (!isPlaced) setRefusal(fill(text.refused, { reason: error.message }));
    },
  });
  const errorOf = (name: FieldPath<BillPaymentFormValues>) => {
    const message = form.formState.errors[name]?.message;
    return message ? ((text as Record<string, string>)[message] ?? message) : undefined;
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((body) => {
        setRefusal("");
        mutation.mutate(body);
      })}
    >
      <Field
        label={fill(text.amount, { currency: bill.currency })}
        hint={fill(text.amountHint, { amount: formatMoney(bill.outstanding_balance, bill.currency, locale) })}
        error={errorOf("amount")}
      >
        {(control) => (
          <input {...control} {...form.register("amount")} className="input" inputMode="decimal" />
        )}
      </Field>
      <Field label={text.paymentDate} error={errorOf("payment_date")}>
        {(control) => <input {...control} {...form.register("payment_date")} type="date" className="input" />}
      </Field>
      <Field label={text.paymentMethod} error={errorOf("payment_method")}>
        {(control) => (
          <select {...control} {...form.register("payment_method")} className="input">
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {text[`method_${method}`]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={text.paidFrom} error={errorOf("paid_from_account_id")}>
        {(control) => (
          <select {...control} {...form.register("paid_from_account_id")} className="input">
            <option value="">{text.defaultBank}</option>
            {cashAccounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.code} {accountName(account)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={text.reference} error={errorOf("reference")}>
        {(control) => (
          <input {...control} {...form.register("reference")} className="input" maxLength={255} />
        )}
      </Field>
      {refusal ? (
        <p role="alert" className="rounded-embed border border-embed-danger p-3 text-sm text-embed-danger">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={() => onDone("")}>
          {messages.common.cancel}
        </button>
        <button type="submit" className="btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? text.paying : text.payConfirm}
        </button>
      </div>
    </form>
  );
}
