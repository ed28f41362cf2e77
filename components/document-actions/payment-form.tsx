"use client";
import type { FormEvent } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useEmbed } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney } from "@/lib/i18n/format";
import { PAYMENT_METHODS } from "@/lib/schemas/bill-payment";
import { ActionFormEnd } from "./action-form-end";
import { CashAccountOptions } from "./cash-account-options";

type PaymentField<AccountField> = "amount" | "payment_date" | "payment_method" | "reference" | AccountField;

/**
 * A payment dialog's form, for a bill (paid from an account) or an invoice (deposited to one): the amount in major
 * units (labelled with the document's currency, its hint what is still owed), the date, the method, the cash account
 * ("" = the API's default bank) under `accountField`, a reference; then the API's refusal and the buttons. The state and the request are the caller's useActionForm.
 */
export function PaymentForm<AccountField extends string>({
  register,
  errorOf,
  onSubmit,
  refusal,
  isPending,
  onCancel,
  accountField,
  accountLabel,
  owed,
  text,
}: {
  register: (name: PaymentField<AccountField>) => UseFormRegisterReturn;
  errorOf: (name: PaymentField<AccountField>) => string | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  refusal: string;
  isPending: boolean;
  onCancel: () => void;
  accountField: AccountField;
  accountLabel: string;
  /** The document's currency and what is still owed on it, in cents (`outstanding_balance`). */
  owed: { currency: string; cents: number };
  /** The dialog's catalogue (bill or invoice actions): both name the other fields and the buttons alike. */
  text: {
    amount: string;
    amountHint: string;
    paymentDate: string;
    paymentMethod: string;
    defaultBank: string;
    reference: string;
    payConfirm: string;
    paying: string;
  };
}) {
  // One enum of methods for bills and invoices, and one set of names for it.
  const { messages, locale } = useEmbed();
  const methodNames = messages.billActions;
  const amountLabel = fill(text.amount, { currency: owed.currency });
  const amountHint = fill(text.amountHint, { amount: formatMoney(owed.cents, owed.currency, locale) });
  return (
    <form noValidate className="space-y-4" onSubmit={onSubmit}>
      <Field label={amountLabel} hint={amountHint} error={errorOf("amount")}>
        {(control) => <input {...control} {...register("amount")} className="input" inputMode="decimal" />}
      </Field>
      <Field label={text.paymentDate} error={errorOf("payment_date")}>
        {(control) => <input {...control} {...register("payment_date")} type="date" className="input" />}
      </Field>
      <Field label={text.paymentMethod} error={errorOf("payment_method")}>
        {(control) => (
          <select {...control} {...register("payment_method")} className="input">
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {methodNames[`method_${method}`]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={accountLabel} error={errorOf(accountField)}>
        {(control) => (
          <select {...control} {...register(accountField)} className="input">
            <CashAccountOptions defaultLabel={text.defaultBank} />
          </select>
        )}
      </Field>
      <Field label={text.reference} error={errorOf("reference")}>
        {(control) => <input {...control} {...register("reference")} className="input" maxLength={255} />}
      </Field>
      <ActionFormEnd
        refusal={refusal}
        onCancel={onCancel}
        isPending={isPending}
        confirm={text.payConfirm}
        pending={text.paying}
      />
    </form>
  );
}
