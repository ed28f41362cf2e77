"use client";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { useCanWrite, useEmbed } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { ProgressBar } from "@/components/ui/progress-bar";
import { ApiRequestError, isSessionExpired } from "@/lib/api-client/api-request-error";
import { attachBillDocument, refreshBills } from "@/lib/api-client/bill-actions";
import { fill } from "@/lib/i18n/define-messages";
import type { BillResponse } from "@/lib/schemas/bill";
import { DOCUMENT_MAX_BYTES } from "@/lib/schemas/document-limits";
import { ATTACHMENT_ACCEPT, readFileAsDataUrl } from "./read-file";

/**
 * The bill's document with a download link and, for editors, a form that attaches another file (POST
 * /bills/{id}/documents/; the newest becomes the bill's document). A file over 10 MB is refused before it is read;
 * a type the API refuses (it reads the type from the bytes) shows its refusal on the file field.
 */
export function BillDocument({ bill }: { bill: BillResponse }) {
  const { businessId, messages } = useEmbed();
  const text = messages.billChanges;
  const canWrite = useCanWrite();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const isBusy = progress !== null;

  const attach = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    setError(undefined);
    setAnnouncement("");
    if (!file) return setError(text.chooseFile);
    if (file.size > DOCUMENT_MAX_BYTES) return setError(messages.billForm.fileTooLarge);
    setProgress(0);
    try {
      const data = await readFileAsDataUrl(file);
      const updated = await attachBillDocument(
        businessId,
        bill.id,
        { document: { file: data, file_name: file.name } },
        setProgress,
      );
      await refreshBills(queryClient, businessId, updated);
      if (input.current) input.current.value = "";
      setAnnouncement(fill(text.attached, { name: file.name }));
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
    <section aria-labelledby="bill-document" className="space-y-2">
      <h2 id="bill-document" className="font-semibold">
        {text.documentTitle}
      </h2>
      {bill.document ? (
        <p className="text-sm break-all">
          <a
            href={bill.document.url}
            download={bill.document.file_name}
            aria-label={fill(text.download, { name: bill.document.file_name })}
            className="underline"
          >
            {bill.document.file_name}
          </a>
        </p>
      ) : (
        <p className="text-sm text-embed-muted">{text.noDocument}</p>
      )}
      {canWrite ? (
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
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
