"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionFormEnd } from "@/components/document-actions/action-form-end";
import { useEmbed } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { ApiRequestError } from "@/lib/api-client/api-request-error";
import { refreshBills, voidBill } from "@/lib/api-client/bill-actions";
import { fill } from "@/lib/i18n/define-messages";
import type { BillResponse } from "@/lib/schemas/bill";
import { billNumberOf } from "./bill-number";

/** Voids a bill with an optional reason; the API's refusal (payments or credits on it) stays in the dialog. */
export function VoidBillForm({ bill, onDone }: { bill: BillResponse; onDone: (message: string) => void }) {
  const { businessId, messages } = useEmbed();
  const text = messages.billActions;
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const mutation = useMutation({
    mutationFn: () => voidBill(businessId, bill.id, { reason: reason.trim() || null }),
    onSuccess: async (voided) => {
      await refreshBills(queryClient, businessId, voided);
      onDone(fill(text.voided, { number: billNumberOf(voided, messages.bills.noNumber) }));
    },
  });
  const reasonError =
    mutation.error instanceof ApiRequestError ? mutation.error.fieldErrors().reason : undefined;
  const refusal = !mutation.isError
    ? ""
    : mutation.error instanceof ApiRequestError
      ? reasonError
        ? ""
        : fill(text.refused, { reason: mutation.error.message })
      : messages.common.errorBody;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!mutation.isPending) mutation.mutate();
      }}
    >
      <p className="text-sm">{text.voidExplanation}</p>
      <Field label={text.reasonLabel} hint={text.reasonHint} error={reasonError}>
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={2}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <ActionFormEnd
        refusal={refusal}
        onCancel={() => onDone("")}
        isPending={mutation.isPending}
        confirm={text.voidConfirm}
        pending={text.voiding}
        isDanger
      />
    </form>
  );
}
