"use client";
import Link from "next/link";
import { useRef, useState } from "react";
import { useCanWrite, useEmbed } from "@/components/embed/embed-context";
import { closeRowMenu, ROW_MENU_ITEM as itemClass, RowMenu } from "@/components/ui/row-menu";
import { fill } from "@/lib/i18n/define-messages";
import type { InvoiceResponse } from "@/lib/schemas/invoice";
import {
  type InvoiceActionDialog,
  InvoiceActionDialogs,
  invoiceMoneyActions,
} from "./invoice-action-dialogs";

export type VoidRequest = (invoice: InvoiceResponse, returnFocusTo: HTMLElement | null) => void;
export type SendRequest = VoidRequest;

const MENU_LABELS = { pay: "recordPayment", writeOff: "writeOff", refund: "refund" } as const;

/**
 * A row's actions in a native popover: it sits in the top layer, so the table's scrolling container cannot clip it,
 * and the browser closes it on Escape or a click elsewhere. Viewers get no actions but View; only a draft is sent, a
 * voided invoice has no Void, and record payment, write off and refund open the detail page's own dialogs here.
 */
export function RowActions({
  invoice,
  onVoid,
  onSend,
}: {
  invoice: InvoiceResponse;
  onVoid: VoidRequest;
  onSend: SendRequest;
}) {
  const { businessId, messages } = useEmbed();
  const canWrite = useCanWrite();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<InvoiceActionDialog | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const allowed = invoiceMoneyActions(invoice);
  // The item that opened the dialog sat in the closed popover: focus goes back to the row's actions button.
  const closeDialog = (message: string) => {
    setDialog(null);
    setAnnouncement(message);
    setTimeout(() => triggerRef.current?.focus(), 0);
  };

  return (
    <>
      <RowMenu
        label={fill(messages.invoices.actionsFor, { number: invoice.invoice_number })}
        triggerRef={triggerRef}
      >
        <li>
          <Link href={`/embed/${businessId}/invoices/${invoice.id}/`} className={itemClass}>
            {messages.invoices.view}
          </Link>
        </li>
        {canWrite && invoice.status === "DRAFT" ? (
          <li>
            <button
              type="button"
              className={itemClass}
              onClick={(event) => {
                closeRowMenu(event.currentTarget);
                onSend(invoice, triggerRef.current);
              }}
            >
              {messages.invoiceActions.send}
            </button>
          </li>
        ) : null}
        {canWrite
          ? (["pay", "writeOff", "refund"] as const)
              .filter((action) => allowed[action])
              .map((action) => (
                <li key={action}>
                  <button
                    type="button"
                    className={itemClass}
                    onClick={(event) => {
                      closeRowMenu(event.currentTarget);
                      setAnnouncement("");
                      setDialog(action);
                    }}
                  >
                    {messages.invoiceActions[MENU_LABELS[action]]}
                  </button>
                </li>
              ))
          : null}
        {canWrite && invoice.status !== "CANCELLED" ? (
          <li>
            <button
              type="button"
              className={`${itemClass} text-embed-danger`}
              onClick={(event) => {
                closeRowMenu(event.currentTarget);
                onVoid(invoice, triggerRef.current);
              }}
            >
              {messages.invoices.void}
            </button>
          </li>
        ) : null}
      </RowMenu>
      <span role="status" className="sr-only">
        {announcement}
      </span>
      {dialog ? <InvoiceActionDialogs invoice={invoice} dialog={dialog} onClose={closeDialog} /> : null}
    </>
  );
}
