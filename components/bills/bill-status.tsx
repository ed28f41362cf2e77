"use client";
import { useMessages } from "@/components/embed/embed-context";
import type { BillResponse } from "@/lib/schemas/bill";

const STATUS_STYLE: Record<BillResponse["status"], string> = {
  received: "border-embed-border text-embed-text",
  partially_paid: "border-embed-warning text-embed-warning",
  paid: "border-embed-success text-embed-success",
  voided: "border-embed-border-2 text-embed-muted line-through",
};

/** A bill's status in words (never colour alone), with overdue and not-yet-approved markers. */
export function BillStatus({ bill }: { bill: Pick<BillResponse, "status" | "is_overdue" | "approved_at"> }) {
  const messages = useMessages().bills;
  const isAwaitingApproval = bill.approved_at === null && bill.status !== "voided";
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className={`rounded-embed border px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[bill.status]}`}>
        {messages[`status_${bill.status}`]}
      </span>
      {bill.is_overdue ? (
        <span
          data-overdue="true"
          className="rounded-embed border border-embed-danger px-2 py-0.5 text-xs font-semibold text-embed-danger"
        >
          {messages.overdue}
        </span>
      ) : null}
      {isAwaitingApproval ? (
        <span className="rounded-embed border border-dashed border-embed-border px-2 py-0.5 text-xs text-embed-muted">
          {messages.notApproved}
        </span>
      ) : null}
    </span>
  );
}
