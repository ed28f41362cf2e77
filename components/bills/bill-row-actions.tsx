"use client";
import Link from "next/link";
import { useId, useRef } from "react";
import { useCanWrite, useEmbed } from "@/components/embed/embed-context";
import { useRowMenuPlacement } from "@/components/ui/use-row-menu-placement";
import { fill } from "@/lib/i18n/define-messages";
import type { BillResponse } from "@/lib/schemas/bill";
import type { BillDialog } from "./bill-action-dialogs";
import { billNumberOf } from "./bill-number";

export type BillRowAction = "approve" | BillDialog;
export type BillRowRequest = (
  bill: BillResponse,
  action: BillRowAction,
  returnFocusTo: HTMLElement | null,
) => void;

/**
 * A bill row's actions in a native popover, as the invoice list's (components/invoices/row-actions.tsx): the top
 * layer escapes the table's scrolling box, and the browser closes it on Escape or a click elsewhere. The same actions
 * as the bill's page, by its state; viewers get only View.
 */
export function BillRowActions({ bill, onAction }: { bill: BillResponse; onAction: BillRowRequest }) {
  const { businessId, messages } = useEmbed();
  const text = messages.billActions;
  const canWrite = useCanWrite();
  const popoverId = useId();
  const { triggerRef, placement } = useRowMenuPlacement();
  const popoverRef = useRef<HTMLDivElement>(null);
  const isVoided = bill.status === "voided";
  const isApproved = bill.approved_at !== null;

  const itemClass =
    "block w-full rounded-embed px-3 py-2 text-left text-sm hover:bg-embed-nav focus-visible:outline-2 focus-visible:outline-embed-active";
  const items: [BillRowAction, string, string][] = [];
  if (canWrite && !isVoided && !isApproved) items.push(["approve", text.approve, ""]);
  if (canWrite && !isVoided && isApproved && bill.outstanding_balance > 0)
    items.push(["pay", text.recordPayment, ""]);
  if (canWrite && !isVoided) items.push(["void", text.void, "text-embed-danger"]);
  const run = (action: BillRowAction) => {
    popoverRef.current?.hidePopover();
    onAction(bill, action, triggerRef.current);
  };
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        popoverTarget={popoverId}
        aria-label={fill(messages.billChanges.rowActions, {
          number: billNumberOf(bill, messages.bills.noNumber),
        })}
        className="rounded-embed px-2 py-1 text-embed-muted hover:text-embed-text focus-visible:outline-2 focus-visible:outline-embed-active"
      >
        <span aria-hidden="true">⋯</span>
      </button>
      <div
        ref={popoverRef}
        id={popoverId}
        popover="auto"
        {...placement}
        className="fixed inset-auto m-0 min-w-40 rounded-embed border border-embed-border bg-embed-card p-1 text-embed-text shadow-lg"
      >
        <ul>
          <li>
            <Link href={`/embed/${businessId}/bills/${bill.id}/`} className={itemClass}>
              {messages.billChanges.view}
            </Link>
          </li>
          {canWrite && !isVoided && !isApproved ? (
            <li>
              <Link href={`/embed/${businessId}/bills/${bill.id}/edit/`} className={itemClass}>
                {messages.billChanges.edit}
              </Link>
            </li>
          ) : null}
          {items.map(([action, label, extraClass]) => (
            <li key={action}>
              <button type="button" className={`${itemClass} ${extraClass}`} onClick={() => run(action)}>
                {label}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
