"use client";
import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { AccountSelectOptions } from "@/components/bills/account-select-options";
import { useFormErrorText } from "@/components/bills/form-error-text";
import { LineTaxesAndTotal } from "@/components/bills/line-taxes-and-total";
import { useMessages } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { fill } from "@/lib/i18n/define-messages";
import type { AccountResponse } from "@/lib/schemas/account";
import type { InvoiceFormValues } from "@/lib/schemas/invoice-form";

type AmountField = "quantity" | "unit_price" | "discount_amount";

/**
 * One line of the invoice: revenue account, description, quantity, unit price and discount (in major units), taxes
 * (the bill form's tax inputs: a line's taxes have the same shape) and its live total.
 */
export function InvoiceLineFields({
  index,
  accounts,
  lineTotal,
  currency,
  onRemove,
}: {
  index: number;
  accounts: AccountResponse[];
  lineTotal: number | null;
  currency: string;
  onRemove?: () => void;
}) {
  const t = useMessages().invoiceForm;
  const errorText = useFormErrorText("invoiceForm");
  const { register, formState } = useFormContext<InvoiceFormValues>();
  const errors = formState.errors.line_items?.[index];
  const number = index + 1;
  const amount = (name: AmountField, label: string, hint?: string): ReactNode => (
    <Field label={label} hint={hint} error={errorText(errors?.[name])}>
      {(control) => (
        <input
          {...control}
          {...register(`line_items.${index}.${name}`)}
          className="input"
          inputMode="decimal"
        />
      )}
    </Field>
  );
  return (
    <fieldset className="space-y-3 rounded-embed border border-embed-border-2 p-3" data-line={number}>
      <legend className="px-1 text-sm font-semibold">{fill(t.lineNumber, { number })}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t.description} error={errorText(errors?.description)}>
          {(control) => (
            <input {...control} {...register(`line_items.${index}.description`)} className="input" />
          )}
        </Field>
        <Field label={t.account} error={errorText(errors?.account_identifier)}>
          {(control) => (
            <select {...control} {...register(`line_items.${index}.account_identifier`)} className="input">
              <option value="">{t.defaultAccount}</option>
              <AccountSelectOptions accounts={accounts} />
            </select>
          )}
        </Field>
        {amount("quantity", t.quantity)}
        {amount("unit_price", t.unitPrice, currency)}
        {amount("discount_amount", t.lineDiscount, currency)}
      </div>
      <LineTaxesAndTotal
        index={index}
        taxesError={errors?.sales_taxes?.message ? errorText(errors.sales_taxes) : undefined}
        lineTotal={lineTotal}
        currency={currency}
        labels={t}
        onRemove={onRemove}
      />
    </fieldset>
  );
}
