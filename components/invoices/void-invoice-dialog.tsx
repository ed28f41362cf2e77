"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionFormEnd } from "@/components/document-actions/action-form-end";
import { useEmbed } from "@/components/embed/embed-context";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { ApiRequestError } from "@/lib/api-client/api-request-error";
import { notifyHost } from "@/lib/api-client/host-events";
import { rememberVoidedInvoice, voidInvoice } from "@/lib/api-client/invoices";
import type { Messages } from "@/lib/i18n/catalog";
import { fill } from "@/lib/i18n/define-messages";
import type { InvoiceResponse } from "@/lib/schemas/invoice";

/** The API's refusal in the viewer's language; an unexpected one keeps the API's own words. */
function refusalMessage(error: unknown, messages: Messages): string {
  if (!(error instanceof ApiRequestError)) return messages.common.errorBody;
  if (error.status === 409) return messages.invoiceVoid.errorConflict;
  if (error.status === 403) return messages.common.forbidden;
  if (error.status === 404) return messages.invoiceVoid.errorNotFound;
  if (error.errorCode === "invoice_number_mismatch") return messages.invoiceVoid.errorMismatch;
  return error.message;
}

function VoidInvoiceForm({
  invoice,
  onCancel,
  onVoided,
}: {
  invoice: InvoiceResponse;
  onCancel: () => void;
  onVoided: (voided: InvoiceResponse) => void;
}) {
  const { businessId, messages } = useEmbed();
  const text = messages.invoiceVoid;
  const queryClient = useQueryClient();
  const [typedNumber, setTypedNumber] = useState("");
  const [reason, setReason] = useState("");
  const isConfirmed = typedNumber.trim() === invoice.invoice_number;
  const mutation = useMutation({
    mutationFn: () =>
      voidInvoice(businessId, invoice.id, {
        invoice_number: invoice.invoice_number,
        ...(reason.trim() ? { memo: reason.trim() } : {}),
      }),
    onSuccess: (voided) => {
      notifyHost("invoice_voided", { invoice_id: voided.id });
      void rememberVoidedInvoice(queryClient, businessId, voided);
      onVoided(voided);
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isConfirmed && !mutation.isPending) mutation.mutate();
      }}
      className="space-y-4"
    >
      <p className="text-sm">{text.explanation}</p>
      <p className="text-sm text-embed-muted">{text.restriction}</p>
      <Field label={fill(text.confirmLabel, { number: invoice.invoice_number })}>
        {(control) => (
          <input
            {...control}
            className="input"
            autoComplete="off"
            spellCheck={false}
            value={typedNumber}
            onChange={(event) => setTypedNumber(event.target.value)}
          />
        )}
      </Field>
      <Field label={text.reasonLabel} hint={text.reasonHint}>
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={2}
            maxLength={4000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <ActionFormEnd
        refusal={mutation.isError ? refusalMessage(mutation.error, messages) : ""}
        onCancel={onCancel}
        isPending={mutation.isPending}
        confirm={text.confirm}
        pending={text.voiding}
        isDanger
        isReady={isConfirmed}
      />
    </form>
  );
}

/**
 * Voiding asks for the invoice's number, typed: the API checks it too (invoice_number_mismatch), and it makes the
 * viewer read which invoice this is. A refusal (409 with payments on it, 403 for a viewer) stays in the dialog.
 */
export function VoidInvoiceDialog({
  invoice,
  onClose,
  onVoided,
}: {
  invoice: InvoiceResponse | null;
  onClose: () => void;
  onVoided: (voided: InvoiceResponse) => void;
}) {
  const { messages } = useEmbed();
  return (
    <Dialog
      isOpen={Boolean(invoice)}
      onClose={onClose}
      title={invoice ? fill(messages.invoiceVoid.title, { number: invoice.invoice_number }) : ""}
    >
      {invoice ? (
        <VoidInvoiceForm
          key={invoice.id}
          invoice={invoice}
          onCancel={onClose}
          onVoided={(voided) => {
            onVoided(voided);
            onClose();
          }}
        />
      ) : null}
    </Dialog>
  );
}
