"use client";
import Link from "next/link";
import { useState } from "react";
import { useCanWrite, useEmbed } from "@/components/embed/embed-context";
import type { BillResponse } from "@/lib/schemas/bill";
import { type BillDialog, BillActionDialogs } from "./bill-action-dialogs";
import { useApproveBill } from "./use-approve-bill";

/**
 * What an editor can do with a bill, by its state: edit or approve one awaiting approval, pay an approved one with
 * money owed, void one that is not voided. Viewers see none of it (the API refuses them too).
 */
export function BillActions({ bill }: { bill: BillResponse }) {
  const { businessId, messages } = useEmbed();
  const text = messages.billActions;
  const canWrite = useCanWrite();
  const [dialog, setDialog] = useState<BillDialog | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const approval = useApproveBill(setAnnouncement);
  if (!canWrite) return null;
  const isVoided = bill.status === "voided";
  const isApproved = bill.approved_at !== null;
  const close = (message: string) => {
    setDialog(null);
    if (message) setAnnouncement(message);
  };

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={text.actions}>
      {!isVoided && !isApproved ? (
        <>
          <button
            type="button"
            className="btn-primary"
            disabled={approval.isPending}
            onClick={() => approval.approve(bill)}
          >
            {approval.isPending ? text.approving : text.approve}
          </button>
          <Link href={`/embed/${businessId}/bills/${bill.id}/edit/`} className="btn-secondary">
            {messages.billChanges.edit}
          </Link>
        </>
      ) : null}
      {!isVoided && isApproved && bill.outstanding_balance > 0 ? (
        <button type="button" className="btn-primary" onClick={() => setDialog("pay")}>
          {text.recordPayment}
        </button>
      ) : null}
      {!isVoided ? (
        <button type="button" className="btn-danger" onClick={() => setDialog("void")}>
          {text.void}
        </button>
      ) : null}
      {approval.refusal ? (
        <p role="alert" className="w-full text-sm text-embed-danger">
          {approval.refusal}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <BillActionDialogs bill={bill} dialog={dialog} onClose={close} />
    </div>
  );
}
