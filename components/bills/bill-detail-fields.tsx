"use client";
import { useFormContext, useWatch } from "react-hook-form";
import { useMessages } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import type { BillFormValues } from "@/lib/schemas/bill-form";
import type { Currency } from "@/lib/schemas/currency-codes";
import { CurrencyFields } from "./currency-fields";
import { useFormErrorText } from "./form-error-text";

/** Bill number, currency (and the exchange rate when it is not the base currency), memo. */
export function BillDetailFields({ baseCurrency }: { baseCurrency: Currency }) {
  const t = useMessages().billForm;
  const errorText = useFormErrorText();
  const { register, formState } = useFormContext<BillFormValues>();
  const { errors } = formState;
  return (
    <fieldset className="card grid gap-3 sm:grid-cols-2">
      <legend className="px-1 font-semibold">{t.details}</legend>
      <Field label={t.billNumber} error={errorText(errors.bill_number)}>
        {(control) => <input {...control} {...register("bill_number")} className="input" />}
      </Field>
      <CurrencyFields baseCurrency={baseCurrency} namespace="billForm" />
      <Field label={t.memo} error={errorText(errors.memo)} className="sm:col-span-2">
        {(control) => <textarea {...control} {...register("memo")} className="input" rows={2} />}
      </Field>
    </fieldset>
  );
}

/** Bill date, due date and approval: approving posts the bill to the ledger on the chosen date. */
export function BillDateFields() {
  const t = useMessages().billForm;
  const errorText = useFormErrorText();
  const { register, control, formState } = useFormContext<BillFormValues>();
  const isApproved = useWatch({ control, name: "is_approved" });
  const { errors } = formState;
  return (
    <fieldset className="card grid gap-3 sm:grid-cols-2">
      <legend className="px-1 font-semibold">{t.dates}</legend>
      <Field label={t.billDate} error={errorText(errors.bill_date)}>
        {(control) => <input {...control} {...register("bill_date")} type="date" className="input" />}
      </Field>
      <Field label={t.dueDate} hint={t.dueDateHint} error={errorText(errors.due_at)}>
        {(control) => <input {...control} {...register("due_at")} type="date" className="input" />}
      </Field>
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" {...register("is_approved")} />
        {t.approveNow}
      </label>
      {isApproved ? (
        <Field label={t.approvalDate} error={errorText(errors.approved_at)}>
          {(control) => <input {...control} {...register("approved_at")} type="date" className="input" />}
        </Field>
      ) : null}
    </fieldset>
  );
}
