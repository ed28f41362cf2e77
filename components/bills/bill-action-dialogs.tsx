"use client";
import dynamic from "next/dynamic";
import { useEmbed } from "@/components/embed/embed-context";
import { Dialog } from "@/components/ui/dialog";
import { LoadingSkeleton } from "@/components/ui/states";
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

export type BillDialog = "pay" | "void";

/**
 * The payment and void dialogs of one bill, shared by its detail page and the list's row menu. `onClose` gets what
 * the form announces ("" when it was cancelled or dismissed).
 */
export function BillActionDialogs({
  bill,
  dialog,
  onClose,
}: {
  bill: BillResponse | null;
  dialog: BillDialog | null;
  onClose: (message: string) => void;
}) {
  const { messages } = useEmbed();
  const text = messages.billActions;
  const number = bill ? billNumberOf(bill, messages.bills.noNumber) : "";
  return (
    <>
      <Dialog
        isOpen={bill !== null && dialog === "pay"}
        onClose={() => onClose("")}
        title={fill(text.payTitle, { number })}
      >
        {bill ? <PayBillForm bill={bill} onDone={onClose} /> : null}
      </Dialog>
      <Dialog
        isOpen={bill !== null && dialog === "void"}
        onClose={() => onClose("")}
        title={fill(text.voidTitle, { number })}
      >
        {bill ? <VoidBillForm bill={bill} onDone={onClose} /> : null}
      </Dialog>
    </>
  );
}
