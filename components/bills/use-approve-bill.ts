"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEmbed } from "@/components/embed/embed-context";
import { ApiRequestError } from "@/lib/api-client/api-request-error";
import { approveBill, refreshBills } from "@/lib/api-client/bill-actions";
import { fill } from "@/lib/i18n/define-messages";
import type { BillResponse } from "@/lib/schemas/bill";
import { billNumberOf } from "./bill-number";

/**
 * Approving a bill (no dialog: it takes no input), from its page or a list row. `onApproved` gets the announcement;
 * `refusal` is what to show when the API refused.
 */
export function useApproveBill(onApproved: (message: string) => void) {
  const { businessId, messages } = useEmbed();
  const queryClient = useQueryClient();
  const approval = useMutation({
    mutationFn: (bill: BillResponse) => approveBill(businessId, bill.id),
    onSuccess: async (approved) => {
      await refreshBills(queryClient, businessId, approved);
      onApproved(
        fill(messages.billActions.approved, { number: billNumberOf(approved, messages.bills.noNumber) }),
      );
    },
  });
  let refusal: string | null = null;
  if (approval.isError)
    refusal =
      approval.error instanceof ApiRequestError
        ? fill(messages.billActions.refused, { reason: approval.error.message })
        : messages.common.errorBody;
  return { approve: approval.mutate, isPending: approval.isPending, refusal };
}
