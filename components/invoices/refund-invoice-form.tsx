"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { ActionFormEnd } from "@/components/document-actions/action-form-end";
import { CashAccountOptions } from "@/components/document-actions/cash-account-options";
import { useActionForm } from "@/components/document-actions/use-action-form";
import { useEmbed } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { refreshInvoices, refundInvoice } from "@/lib/api-client/invoice-actions";
import { refundsKeys } from "@/lib/api-client/refunds";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney, minorDigits } from "@/lib/i18n/format";
import { toMajorUnitsText } from "@/lib/money/major-units-input";
import type { InvoiceResponse } from "@/lib/schemas/invoice";
import type { RefundResponse } from "@/lib/schemas/refund-response";
import {
  invoiceRefundFormSchema,
  type InvoiceRefundFormValues,
  type InvoiceRefundRequest,
} from "@/lib/schemas/invoice-action-forms";

/** What can still be given back: what was paid on the invoice less its refunds (the API's own rule). */
export const refundableCents = (invoice: InvoiceResponse) => invoice.paid_amount - invoice.refunded_amount;

/** Refunds (part of) what was paid on the invoice; by default the money went back now, from the bank. */
export function RefundInvoiceForm({
  invoice,
  onDone,
}: {
  invoice: InvoiceResponse;
  onDone: (message: string) => void;
}) {
  const { businessId, messages, locale } = useEmbed();
  const text = messages.invoiceActions;
  const queryClient = useQueryClient();
  // One id per opened dialog: a retry after a refused payment finds the refund made the first time.
  const [attemptId] = useState(() => crypto.randomUUID());
  const refundable = refundableCents(invoice);
  const { form, errorOf, onSubmit, refusal, isPending } = useActionForm<
    InvoiceRefundFormValues,
    InvoiceRefundRequest,
    RefundResponse
  >({
    text,
    resolver: zodResolver(invoiceRefundFormSchema(invoice.currency, refundable)),
    defaultValues: {
      amount: toMajorUnitsText(refundable, minorDigits(invoice.currency)),
      memo: "",
      is_paid_now: true,
      paid_from_account_id: "",
    },
    fieldOf: {
      amount: "amount",
      refunded_amount: "amount",
      memo: "memo",
      paid_from_account_identifier: "paid_from_account_id",
    },
    action: (request) => refundInvoice(businessId, invoice, request, attemptId),
    onDone: async (refund) => {
      await Promise.all([
        refreshInvoices(queryClient, businessId),
        queryClient.invalidateQueries({ queryKey: refundsKeys.all(businessId) }),
      ]);
      const amount = formatMoney(refund.refunded_amount, invoice.currency, locale);
      onDone(fill(text.refunded, { amount, number: invoice.invoice_number }));
    },
  });
  const isPaidNow = useWatch({ control: form.control, name: "is_paid_now" });

  return (
    <form noValidate className="space-y-4" onSubmit={onSubmit}>
      <Field
        label={fill(text.amount, { currency: invoice.currency })}
        hint={fill(text.refundAmountHint, { amount: formatMoney(refundable, invoice.currency, locale) })}
        error={errorOf("amount")}
      >
        {(control) => (
          <input {...control} {...form.register("amount")} className="input" inputMode="decimal" />
        )}
      </Field>
      <Field label={text.note} error={errorOf("memo")}>
        {(control) => (
          <textarea {...control} {...form.register("memo")} className="input" rows={2} maxLength={2000} />
        )}
      </Field>
      <div className="flex items-start gap-2">
        <input
          id={`${attemptId}-paid-now`}
          type="checkbox"
          className="mt-1"
          aria-describedby={`${attemptId}-paid-now-hint`}
          {...form.register("is_paid_now")}
        />
        <div>
          <label htmlFor={`${attemptId}-paid-now`} className="text-sm font-medium">
            {text.isPaidNow}
          </label>
          <p id={`${attemptId}-paid-now-hint`} className="text-xs text-embed-muted">
            {text.isPaidNowHint}
          </p>
        </div>
      </div>
      {isPaidNow ? (
        <Field label={text.paidFrom} error={errorOf("paid_from_account_id")}>
          {(control) => (
            <select {...control} {...form.register("paid_from_account_id")} className="input">
              <CashAccountOptions defaultLabel={text.defaultBank} />
            </select>
          )}
        </Field>
      ) : null}
      <ActionFormEnd
        refusal={refusal}
        onCancel={() => onDone("")}
        isPending={isPending}
        confirm={text.refundConfirm}
        pending={text.refunding}
        isDanger
      />
    </form>
  );
}
