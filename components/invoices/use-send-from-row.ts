"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useEmbed } from "@/components/embed/embed-context";
import { ApiRequestError } from "@/lib/api-client/api-request-error";
import { refreshInvoices, sendInvoice } from "@/lib/api-client/invoice-actions";
import { fill } from "@/lib/i18n/define-messages";
import type { InvoiceResponse } from "@/lib/schemas/invoice";
import type { SendRequest } from "./row-actions";

/**
 * Sends a draft from its row: the list refetches (the row turns Sent), `announce` says so, and focus goes back to the
 * row's actions button (the Send item lived in a popover that is gone). The API's refusal is returned for an alert.
 */
export function useSendFromRow(announce: (message: string) => void) {
  const { businessId, messages } = useEmbed();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState("");
  const { mutate } = useMutation({
    mutationFn: ({ invoice }: { invoice: InvoiceResponse; returnFocusTo: HTMLElement | null }) =>
      sendInvoice(businessId, invoice.id),
    onSuccess: async (sent, { returnFocusTo }) => {
      await refreshInvoices(queryClient, businessId, sent);
      announce(fill(messages.invoiceActions.sent, { number: sent.invoice_number }));
      returnFocusTo?.focus();
    },
    onError: (error, { returnFocusTo }) => {
      const reason = error instanceof ApiRequestError ? error.message : messages.common.errorBody;
      setRefusal(fill(messages.invoiceActions.refused, { reason }));
      returnFocusTo?.focus();
    },
  });
  const requestSend = useCallback<SendRequest>(
    (invoice, returnFocusTo) => {
      setRefusal("");
      announce("");
      mutate({ invoice, returnFocusTo });
    },
    [announce, mutate],
  );
  return { requestSend, refusal };
}
