"use client";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { useEmbed } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { ProgressBar } from "@/components/ui/progress-bar";
import { ApiRequestError, isSessionExpired } from "@/lib/api-client/api-request-error";
import { attachBillDocument, refreshBills } from "@/lib/api-client/bill-actions";
import { fill } from "@/lib/i18n/define-messages";
import type { BillResponse } from "@/lib/schemas/bill";
import { DOCUMENT_MAX_BYTES } from "@/lib/schemas/document-limits";
import { ATTACHMENT_ACCEPT, readFileAsDataUrl } from "./read-file";

/**
 * Attaches a file to a bill (POST /bills/{id}/documents/; the newest becomes the bill's document). A file over 10 MB
 * is refused before it is read; a type the API refuses (it reads the type from the bytes) shows on the file field.
 */
export function AttachBillDocumentForm({
  bill,
  onAttached,
}: {
  bill: BillResponse;
  onAttached: (message: string) => void;
}) {
  const { businessId, messages } = useEmbed();
  const text = messages.billChanges;
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const isBusy = progress !== null;

  const attach = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    setError(undefined);
    if (!file) return setError(text.chooseFile);
    if (file.size > DOCUMENT_MAX_BYTES) return setError(messages.billForm.fileTooLarge);
    setProgress(0);
    try {
      const data = await readFileAsDataUrl(file);
      const body = { document: { file: data, file_name: file.name } };
      const updated = await attachBillDocument(businessId, bill.id, body, setProgress);
      await refreshBills(queryClient, businessId, updated);
      if (input.current) input.current.value = "";
      onAttached(fill(text.attached, { name: file.name }));
    } catch (failure) {
      if (isSessionExpired(failure)) return;
      const reason =
        failure instanceof ApiRequestError
          ? (Object.values(failure.fieldErrors())[0] ?? failure.message)
          : messages.billForm.fileReadFailed;
      setError(fill(text.attachFailed, { reason }));
      input.current?.focus();
    } finally {
      setProgress(null);
    }
  };

  return (
    <form onSubmit={(event) => void attach(event)} noValidate className="card space-y-2">
      <Field label={text.attachLabel} hint={text.attachHint} error={error}>
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            accept={ATTACHMENT_ACCEPT}
            className="input"
            onChange={() => setError(undefined)}
          />
        )}
      </Field>
      {progress !== null ? <ProgressBar label={messages.billForm.uploading} value={progress} /> : null}
      <button type="submit" className="btn-secondary" disabled={isBusy}>
        {isBusy ? text.attaching : text.attach}
      </button>
    </form>
  );
}
