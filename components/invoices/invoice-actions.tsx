"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useRef, useState } from "react";
import { useCanWrite, useEmbed } from "@/components/embed/embed-context";
import { ApiRequestError } from "@/lib/api-client/api-request-error";
import { downloadInvoicePdf, refreshInvoices, sendInvoice } from "@/lib/api-client/invoice-actions";
import { saveFile } from "@/lib/api-client/platform-download";
import { fill } from "@/lib/i18n/define-messages";
import type { InvoiceResponse } from "@/lib/schemas/invoice";
import {
  type InvoiceActionDialog,
  InvoiceActionDialogs,
  invoiceMoneyActions,
} from "./invoice-action-dialogs";

/**
 * What an editor can do with an invoice, by its state: send a draft; record a payment on or write off an open one;
 * refund what was paid; download a sent one's PDF. `children` (the Void button) joins the group. Viewers and support
 * sessions see none of it (the API refuses them too). When the button used is gone with the change (Send, or Record
 * payment after the last payment), `onFocusLost` puts focus somewhere meaningful.
 */
export function InvoiceActions({
  invoice,
  onFocusLost,
  children,
}: {
  invoice: InvoiceResponse;
  onFocusLost: () => void;
  children?: ReactNode;
}) {
  const { businessId, messages } = useEmbed();
  const text = messages.invoiceActions;
  const canWrite = useCanWrite();
  const queryClient = useQueryClient();
  const groupRef = useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = useState<InvoiceActionDialog | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const number = invoice.invoice_number;
  const keepFocus = () =>
    setTimeout(() => {
      if (!groupRef.current?.contains(document.activeElement)) onFocusLost();
    }, 0);
  const sending = useMutation({
    mutationFn: () => sendInvoice(businessId, invoice.id),
    onSuccess: async (sent) => {
      await refreshInvoices(queryClient, businessId, sent);
      setAnnouncement(fill(text.sent, { number }));
      keepFocus();
    },
  });
  const download = useMutation({
    mutationFn: () => downloadInvoicePdf(businessId, invoice.id),
    onSuccess: async (file) => {
      saveFile(file);
      setAnnouncement(fill(text.downloaded, { number }));
      // Making the PDF (a sent invoice without one) changed the invoice's document.
      await refreshInvoices(queryClient, businessId);
    },
  });
  if (!canWrite) return null;
  const refusalOf = (error: unknown) =>
    error instanceof ApiRequestError ? error.message : messages.common.errorBody;
  const allowed = invoiceMoneyActions(invoice);
  const hasPdf = invoice.status !== "DRAFT" && invoice.status !== "CANCELLED";
  const close = (message: string) => {
    setDialog(null);
    if (!message) return;
    setAnnouncement(message);
    keepFocus();
  };

  return (
    <div ref={groupRef} className="flex flex-wrap items-center gap-2" role="group" aria-label={text.actions}>
      {invoice.status === "DRAFT" ? (
        <button
          type="button"
          className="btn-primary"
          disabled={sending.isPending}
          onClick={() => sending.mutate()}
        >
          {sending.isPending ? text.sending : text.send}
        </button>
      ) : null}
      {allowed.pay ? (
        <button type="button" className="btn-primary" onClick={() => setDialog("pay")}>
          {text.recordPayment}
        </button>
      ) : null}
      {allowed.writeOff ? (
        <button type="button" className="btn-secondary" onClick={() => setDialog("writeOff")}>
          {text.writeOff}
        </button>
      ) : null}
      {allowed.refund ? (
        <button type="button" className="btn-secondary" onClick={() => setDialog("refund")}>
          {text.refund}
        </button>
      ) : null}
      {hasPdf ? (
        <button
          type="button"
          className="btn-secondary"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? text.downloading : text.downloadPdf}
        </button>
      ) : null}
      {children}
      {sending.isError ? (
        <p role="alert" className="w-full text-sm text-embed-danger">
          {fill(text.refused, { reason: refusalOf(sending.error) })}
        </p>
      ) : null}
      {download.isError ? (
        <p role="alert" className="w-full text-sm text-embed-danger">
          {fill(text.downloadFailed, { reason: refusalOf(download.error) })}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <InvoiceActionDialogs invoice={invoice} dialog={dialog} onClose={close} />
    </div>
  );
}
