"use client";
import dynamic from "next/dynamic";
import { useEmbed } from "@/components/embed/embed-context";
import { Dialog } from "@/components/ui/dialog";
import { LoadingSkeleton } from "@/components/ui/states";
import { fill } from "@/lib/i18n/define-messages";
import type { InvoiceResponse } from "@/lib/schemas/invoice";

// The forms (and zod with their rules) load when a dialog first opens, not with the page.
const FormLoading = () => <LoadingSkeleton rows={3} />;
const PayInvoiceForm = dynamic(() => import("./pay-invoice-form").then((module) => module.PayInvoiceForm), {
  loading: FormLoading,
});
const WriteOffInvoiceForm = dynamic(
  () => import("./write-off-invoice-form").then((module) => module.WriteOffInvoiceForm),
  { loading: FormLoading },
);
const RefundInvoiceForm = dynamic(
  () => import("./refund-invoice-form").then((module) => module.RefundInvoiceForm),
  { loading: FormLoading },
);

export type InvoiceActionDialog = "pay" | "writeOff" | "refund";

const OPEN_STATUSES = ["SENT", "PARTIALLY_PAID", "OVERDUE"];
const REFUNDABLE_STATUSES = ["PAID", "PARTIALLY_PAID", "OVERDUE"];

/** Which money actions an invoice allows: a payment or write-off while something is open, a refund of what was paid. */
export function invoiceMoneyActions(invoice: InvoiceResponse): Record<InvoiceActionDialog, boolean> {
  const isOpen = OPEN_STATUSES.includes(invoice.status) && invoice.outstanding_balance > 0;
  const isRefundable =
    REFUNDABLE_STATUSES.includes(invoice.status) && invoice.paid_amount - invoice.refunded_amount > 0;
  return { pay: isOpen, writeOff: isOpen, refund: isRefundable };
}

/**
 * The record payment, write-off and refund dialogs of one invoice, for its detail page and its list row alike.
 * `onClose` gets the form's confirmation ("" when cancelled) to announce.
 */
export function InvoiceActionDialogs({
  invoice,
  dialog,
  onClose,
}: {
  invoice: InvoiceResponse;
  dialog: InvoiceActionDialog | null;
  onClose: (message: string) => void;
}) {
  const text = useEmbed().messages.invoiceActions;
  const number = invoice.invoice_number;
  return (
    <>
      <Dialog isOpen={dialog === "pay"} onClose={() => onClose("")} title={fill(text.payTitle, { number })}>
        {dialog === "pay" ? <PayInvoiceForm invoice={invoice} onDone={onClose} /> : null}
      </Dialog>
      <Dialog
        isOpen={dialog === "writeOff"}
        onClose={() => onClose("")}
        title={fill(text.writeOffTitle, { number })}
      >
        {dialog === "writeOff" ? <WriteOffInvoiceForm invoice={invoice} onDone={onClose} /> : null}
      </Dialog>
      <Dialog
        isOpen={dialog === "refund"}
        onClose={() => onClose("")}
        title={fill(text.refundTitle, { number })}
      >
        {dialog === "refund" ? <RefundInvoiceForm invoice={invoice} onDone={onClose} /> : null}
      </Dialog>
    </>
  );
}
