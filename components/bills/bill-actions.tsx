"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useState } from "react";
import { useCanWrite, useEmbed } from "@/components/embed/embed-context";
import { Dialog } from "@/components/ui/dialog";
import { LoadingSkeleton } from "@/components/ui/states";
import { ApiRequestError } from "@/lib/api-client/api-request-error";
import { approveBill, refreshBills } from "@/lib/api-client/bill-actions";
import { fill } from "@/lib/i18n/define-messages";
import type { BillResponse } from "@/lib/schemas/bill";
import { billNumberOf } from "./bill-number";

// The forms (and zod with the payment's rules) load when a dialog first opens, not with the page.
const FormLoading = () => <LoadingSkeleton rows={3} />;
const PayBillForm = dynamic(() => import("./pay-bill-form").then((module) => module.PayBillForm), {
  loading: FormLoading,
});
const VoidBillForm = dynamic(() => import("./void-bill-form").then((module) => module.VoidBillForm), {
  loading: FormLoading,
});

type OpenDialog = "pay" | "void" | null;

/**
 * What an editor can do with a bill, by its state: approve one awaiting approval, pay an approved one with money
 * owed, void one that is not voided. Viewers see none of it (the API refuses them too).
 */
export function BillActions({ bill }: { bill: BillResponse }) {
  const { businessId, messages } = useEmbed();
  const text = messages.billActions;
  const canWrite = useCanWrite();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [announcement, setAnnouncement] = useState("");
  const number = billNumberOf(bill, messages.bills.noNumber);
  const approval = useMutation({
    mutationFn: () => approveBill(businessId, bill.id),
    onSuccess: async (approved) => {
      await refreshBills(queryClient, businessId, approved);
      setAnnouncement(fill(text.approved, { number }));
    },
  });
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
        <button
          type="button"
          className="btn-primary"
          disabled={approval.isPending}
          onClick={() => approval.mutate()}
        >
          {approval.isPending ? text.approving : text.approve}
        </button>
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
      {approval.isError ? (
        <p role="alert" className="w-full text-sm text-embed-danger">
          {approval.error instanceof ApiRequestError
            ? fill(text.refused, { reason: approval.error.message })
            : messages.common.errorBody}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <Dialog
        isOpen={dialog === "pay"}
        onClose={() => setDialog(null)}
        title={fill(text.payTitle, { number })}
      >
        <PayBillForm bill={bill} onDone={close} />
      </Dialog>
      <Dialog
        isOpen={dialog === "void"}
        onClose={() => setDialog(null)}
        title={fill(text.voidTitle, { number })}
      >
        <VoidBillForm bill={bill} onDone={close} />
      </Dialog>
    </div>
  );
}
