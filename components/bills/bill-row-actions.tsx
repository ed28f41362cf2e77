"use client";
import Link from "next/link";
import { useRef } from "react";
import { useCanWrite, useEmbed } from "@/components/embed/embed-context";
import { closeRowMenu, ROW_MENU_ITEM as itemClass, RowMenu } from "@/components/ui/row-menu";
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
  const triggerRef = useRef<HTMLButtonElement>(null);
  const isVoided = bill.status === "voided";
  const isApproved = bill.approved_at !== null;

  const items: [BillRowAction, string, string][] = [];
  if (canWrite && !isVoided && !isApproved) items.push(["approve", text.approve, ""]);
  if (canWrite && !isVoided && isApproved && bill.outstanding_balance > 0)
    items.push(["pay", text.recordPayment, ""]);
  if (canWrite && !isVoided) items.push(["void", text.void, "text-embed-danger"]);
  const run = (item: Element, action: BillRowAction) => {
    closeRowMenu(item);
    onAction(bill, action, triggerRef.current);
  };
  return (
    <RowMenu
      label={fill(messages.billChanges.rowActions, { number: billNumberOf(bill, messages.bills.noNumber) })}
      triggerRef={triggerRef}
    >
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
          <button
            type="button"
            className={`${itemClass} ${extraClass}`}
            onClick={(event) => run(event.currentTarget, action)}
          >
            {label}
          </button>
        </li>
      ))}
    </RowMenu>
  );
}
