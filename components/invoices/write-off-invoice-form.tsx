"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { ActionFormEnd } from "@/components/document-actions/action-form-end";
import { useActionForm } from "@/components/document-actions/use-action-form";
import { useEmbed } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { refreshInvoices, writeOffInvoice } from "@/lib/api-client/invoice-actions";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney, minorDigits, todayIn } from "@/lib/i18n/format";
import { toMajorUnitsText } from "@/lib/money/major-units-input";
import type { InvoiceResponse } from "@/lib/schemas/invoice";
import {
  invoiceWriteOffFormSchema,
  type InvoiceWriteOffFormValues,
} from "@/lib/schemas/invoice-action-forms";
import type { CreateInvoiceWriteOffInput } from "@/lib/schemas/invoice-input";

/** Writes off what the customer will not pay (bad debt); the amount starts at the whole outstanding balance. */
export function WriteOffInvoiceForm({
  invoice,
  onDone,
}: {
  invoice: InvoiceResponse;
  onDone: (message: string) => void;
}) {
  const { businessId, messages, locale, timeZone } = useEmbed();
  const text = messages.invoiceActions;
  const queryClient = useQueryClient();
  const { form, errorOf, onSubmit, refusal, isPending } = useActionForm<
    InvoiceWriteOffFormValues,
    CreateInvoiceWriteOffInput,
    InvoiceResponse
  >({
    text,
    resolver: zodResolver(invoiceWriteOffFormSchema(invoice.currency, invoice.outstanding_balance)),
    defaultValues: {
      amount: toMajorUnitsText(invoice.outstanding_balance, minorDigits(invoice.currency)),
      write_off_date: todayIn(timeZone),
      reason: "",
    },
    fieldOf: { amount_cents: "amount", write_off_date: "write_off_date", reason: "reason" },
    action: (body) => writeOffInvoice(businessId, invoice.id, body),
    onDone: async (written, body) => {
      await refreshInvoices(queryClient, businessId, written);
      const amount = formatMoney(body.amount_cents, invoice.currency, locale);
      onDone(fill(text.writtenOff, { amount, number: invoice.invoice_number }));
    },
  });

  return (
    <form noValidate className="space-y-4" onSubmit={onSubmit}>
      <p className="text-sm">{text.writeOffExplanation}</p>
      <Field
        label={fill(text.amount, { currency: invoice.currency })}
        hint={fill(text.writeOffAmountHint, {
          amount: formatMoney(invoice.outstanding_balance, invoice.currency, locale),
        })}
        error={errorOf("amount")}
      >
        {(control) => (
          <input {...control} {...form.register("amount")} className="input" inputMode="decimal" />
        )}
      </Field>
      <Field label={text.writeOffDate} error={errorOf("write_off_date")}>
        {(control) => (
          <input {...control} {...form.register("write_off_date")} type="date" className="input" />
        )}
      </Field>
      <Field label={text.reason} error={errorOf("reason")}>
        {(control) => (
          <textarea {...control} {...form.register("reason")} className="input" rows={2} maxLength={1000} />
        )}
      </Field>
      <ActionFormEnd
        refusal={refusal}
        onCancel={() => onDone("")}
        isPending={isPending}
        confirm={text.writeOffConfirm}
        pending={text.writingOff}
        isDanger
      />
    </form>
  );
}
