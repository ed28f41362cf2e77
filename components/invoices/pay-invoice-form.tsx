"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { PaymentForm } from "@/components/document-actions/payment-form";
import { useActionForm } from "@/components/document-actions/use-action-form";
import { useEmbed } from "@/components/embed/embed-context";
import { recordInvoicePayment, refreshInvoices } from "@/lib/api-client/invoice-actions";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney, minorDigits, todayIn } from "@/lib/i18n/format";
import { toMajorUnitsText } from "@/lib/money/major-units-input";
import type { InvoiceResponse } from "@/lib/schemas/invoice";
import { invoicePaymentFormSchema, type InvoicePaymentFormValues } from "@/lib/schemas/invoice-action-forms";
import type { CreateInvoicePaymentInput, InvoicePaymentResponse } from "@/lib/schemas/invoice-payment";

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
  const { form, ...actionForm } = useActionForm<
    InvoicePaymentFormValues,
    CreateInvoicePaymentInput,
    InvoicePaymentResponse
  >({
    text,
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
    <PaymentForm
      {...actionForm}
      register={form.register}
      accountField="deposit_account_id"
      accountLabel={text.depositTo}
      owed={{ currency: invoice.currency, cents: invoice.outstanding_balance }}
      text={text}
      onCancel={() => onDone("")}
    />
  );
}
