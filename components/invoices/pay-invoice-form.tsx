"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useEmbed } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { recordInvoicePayment, refreshInvoices } from "@/lib/api-client/invoice-actions";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney, minorDigits, todayIn } from "@/lib/i18n/format";
import { toMajorUnitsText } from "@/lib/money/major-units-input";
import { PAYMENT_METHODS } from "@/lib/schemas/bill-payment";
import type { InvoiceResponse } from "@/lib/schemas/invoice";
import { invoicePaymentFormSchema, type InvoicePaymentFormValues } from "@/lib/schemas/invoice-action-forms";
import type { CreateInvoicePaymentInput, InvoicePaymentResponse } from "@/lib/schemas/invoice-payment";
import { ActionFormEnd } from "./action-form-end";
import { CashAccountOptions } from "./cash-account-options";
import { useInvoiceActionForm } from "./use-invoice-action-form";

/** Full or partial payment of a sent invoice; the amount starts at what is outstanding. */
export function PayInvoiceForm({
  invoice,
  onDone,
}: {
  invoice: InvoiceResponse;
  onDone: (message: string) => void;
}) {
  const { businessId, messages, locale, timeZone } = useEmbed();
  const text = messages.invoiceActions;
  const queryClient = useQueryClient();
  const { form, errorOf, onSubmit, refusal, isPending } = useInvoiceActionForm<
    InvoicePaymentFormValues,
    CreateInvoicePaymentInput,
    InvoicePaymentResponse
  >({
    resolver: zodResolver(invoicePaymentFormSchema(invoice.currency, invoice.outstanding_balance)),
    defaultValues: {
      amount: toMajorUnitsText(invoice.outstanding_balance, minorDigits(invoice.currency)),
      payment_date: todayIn(timeZone),
      payment_method: "bank_transfer",
      deposit_account_id: "",
      reference: "",
    },
    fieldOf: {
      amount_cents: "amount",
      payment_date: "payment_date",
      payment_method: "payment_method",
      deposit_account_identifier: "deposit_account_id",
      reference: "reference",
    },
    action: (body) => recordInvoicePayment(businessId, invoice.id, body),
    onDone: async (payment) => {
      await refreshInvoices(queryClient, businessId);
      const amount = formatMoney(payment.amount_cents, invoice.currency, locale);
      onDone(fill(text.paid, { amount, number: invoice.invoice_number }));
    },
  });

  return (
    <form noValidate className="space-y-4" onSubmit={onSubmit}>
      <Field
        label={fill(text.amount, { currency: invoice.currency })}
        hint={fill(text.amountHint, {
          amount: formatMoney(invoice.outstanding_balance, invoice.currency, locale),
        })}
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
            {/* One enum of methods for bills and invoices, and one set of names for it. */}
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {messages.billActions[`method_${method}`]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={text.depositTo} error={errorOf("deposit_account_id")}>
        {(control) => (
          <select {...control} {...form.register("deposit_account_id")} className="input">
            <CashAccountOptions />
          </select>
        )}
      </Field>
      <Field label={text.reference} error={errorOf("reference")}>
        {(control) => (
          <input {...control} {...form.register("reference")} className="input" maxLength={255} />
        )}
      </Field>
      <ActionFormEnd
        refusal={refusal}
        onCancel={() => onDone("")}
        isPending={isPending}
        confirm={text.payConfirm}
        pending={text.paying}
      />
    </form>
  );
}
