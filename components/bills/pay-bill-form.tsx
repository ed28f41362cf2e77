"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { PaymentForm } from "@/components/document-actions/payment-form";
import { useActionForm } from "@/components/document-actions/use-action-form";
import { useEmbed } from "@/components/embed/embed-context";
import { recordBillPayment, refreshBills } from "@/lib/api-client/bill-actions";
import { fill } from "@/lib/i18n/define-messages";
import { formatMoney, minorDigits, todayIn } from "@/lib/i18n/format";
import { toMajorUnitsText } from "@/lib/money/major-units-input";
import type { BillResponse } from "@/lib/schemas/bill";
import type { BillPaymentResponse, CreateBillPaymentInput } from "@/lib/schemas/bill-payment";
import { billPaymentFormSchema, type BillPaymentFormValues } from "@/lib/schemas/bill-payment-form";
import { billNumberOf } from "./bill-number";

/** Full or partial payment of an approved bill; the amount starts at what is owed. */
export function PayBillForm({ bill, onDone }: { bill: BillResponse; onDone: (message: string) => void }) {
  const { businessId, messages, locale, timeZone } = useEmbed();
  const text = messages.billActions;
  const queryClient = useQueryClient();
  const { form, ...actionForm } = useActionForm<
    BillPaymentFormValues,
    CreateBillPaymentInput,
    BillPaymentResponse
  >({
    text,
    resolver: zodResolver(billPaymentFormSchema(bill.currency, bill.outstanding_balance)),
    defaultValues: {
      amount: toMajorUnitsText(bill.outstanding_balance, minorDigits(bill.currency)),
      payment_date: todayIn(timeZone),
      payment_method: "bank_transfer",
      paid_from_account_id: "",
      reference: "",
    },
    // The API's field names onto the form's (the account is chosen by id).
    fieldOf: {
      amount_cents: "amount",
      payment_date: "payment_date",
      payment_method: "payment_method",
      paid_from_account_identifier: "paid_from_account_id",
      reference: "reference",
    },
    action: (body) => recordBillPayment(businessId, bill.id, body),
    onDone: async (payment) => {
      await refreshBills(queryClient, businessId);
      const amount = formatMoney(payment.amount_cents, bill.currency, locale);
      onDone(fill(text.paid, { amount, number: billNumberOf(bill, messages.bills.noNumber) }));
    },
  });

  return (
    <PaymentForm
      {...actionForm}
      register={form.register}
      accountField="paid_from_account_id"
      accountLabel={text.paidFrom}
      owed={{ currency: bill.currency, cents: bill.outstanding_balance }}
      text={text}
      onCancel={() => onDone("")}
    />
  );
}
