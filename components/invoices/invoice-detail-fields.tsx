"use client";
import { useFormContext, useWatch } from "react-hook-form";
import { CurrencyFields } from "@/components/bills/currency-fields";
import { useFormErrorText } from "@/components/bills/form-error-text";
import { useMessages } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import type { Currency } from "@/lib/schemas/currency-codes";
import type { InvoiceFormValues } from "@/lib/schemas/invoice-form";

/** Invoice number, references, currency (and the exchange rate when it is not the base currency), memo. */
export function InvoiceDetailFields({ baseCurrency }: { baseCurrency: Currency }) {
  const t = useMessages().invoiceForm;
  const errorText = useFormErrorText("invoiceForm");
  const { register, formState } = useFormContext<InvoiceFormValues>();
  const { errors } = formState;
  return (
    <fieldset className="card grid gap-3 sm:grid-cols-2">
      <legend className="px-1 font-semibold">{t.details}</legend>
      <Field label={t.invoiceNumber} error={errorText(errors.invoice_number)}>
        {(control) => <input {...control} {...register("invoice_number")} className="input" />}
      </Field>
      <Field label={t.references} hint={t.referencesHint} error={errorText(errors.reference_numbers)}>
        {(control) => <input {...control} {...register("reference_numbers")} className="input" />}
      </Field>
      <CurrencyFields baseCurrency={baseCurrency} namespace="invoiceForm" />
      <Field label={t.memo} error={errorText(errors.memo)} className="sm:col-span-2">
        {(control) => <textarea {...control} {...register("memo")} className="input" rows={2} />}
      </Field>
    </fieldset>
  );
}

/** Sending now posts the invoice to the ledger on the invoice date; the due date defaults to the customer's terms. */
export function InvoiceDateFields() {
  const t = useMessages().invoiceForm;
  const errorText = useFormErrorText("invoiceForm");
  const { register, control, formState } = useFormContext<InvoiceFormValues>();
  const isSent = useWatch({ control, name: "is_sent" });
  const { errors } = formState;
  return (
    <fieldset className="card grid gap-3 sm:grid-cols-2">
      <legend className="px-1 font-semibold">{t.dates}</legend>
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" {...register("is_sent")} />
        {t.sendNow}
      </label>
      {isSent ? (
        <Field label={t.invoiceDate} error={errorText(errors.sent_at)}>
          {(control) => <input {...control} {...register("sent_at")} type="date" className="input" />}
        </Field>
      ) : null}
      <Field label={t.dueDate} hint={t.dueDateHint} error={errorText(errors.due_at)}>
        {(control) => <input {...control} {...register("due_at")} type="date" className="input" />}
      </Field>
    </fieldset>
  );
}
