"use client";
import { useFormContext } from "react-hook-form";
import { useMessages } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { fill } from "@/lib/i18n/define-messages";
import type { AccountResponse } from "@/lib/schemas/account";
import type { BillFormValues } from "@/lib/schemas/bill-form";
import { AccountSelectOptions } from "./account-select-options";
import { useFormErrorText } from "./form-error-text";
import { LineTaxesAndTotal } from "./line-taxes-and-total";

/** One line of the bill: account, description, quantity, unit price (in major units), taxes and its live total. */
export function BillLineFields({
  index,
  accounts,
  lineTotal,
  currency,
  onRemove,
}: {
  index: number;
  accounts: AccountResponse[];
  lineTotal: number;
  currency: string;
  onRemove?: () => void;
}) {
  const t = useMessages().billForm;
  const errorText = useFormErrorText();
  const { register, formState } = useFormContext<BillFormValues>();
  const errors = formState.errors.line_items?.[index];
  const number = index + 1;
  return (
    <fieldset className="space-y-3 rounded-embed border border-embed-border-2 p-3" data-line={number}>
      <legend className="px-1 text-sm font-semibold">{fill(t.lineNumber, { number })}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t.account} error={errorText(errors?.account_identifier)}>
          {(control) => (
            <select {...control} {...register(`line_items.${index}.account_identifier`)} className="input">
              <option value="">{t.defaultAccount}</option>
              <AccountSelectOptions accounts={accounts} />
            </select>
          )}
        </Field>
        <Field label={t.description} error={errorText(errors?.description)}>
          {(control) => (
            <input {...control} {...register(`line_items.${index}.description`)} className="input" />
          )}
        </Field>
        <Field label={t.quantity} error={errorText(errors?.quantity)}>
          {(control) => (
            <input
              {...control}
              {...register(`line_items.${index}.quantity`)}
              className="input"
              inputMode="decimal"
            />
          )}
        </Field>
        <Field label={t.unitPrice} hint={currency} error={errorText(errors?.unit_price)}>
          {(control) => (
            <input
              {...control}
              {...register(`line_items.${index}.unit_price`)}
              className="input"
              inputMode="decimal"
            />
          )}
        </Field>
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
