"use client";
import { useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useMessages } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { ProgressBar } from "@/components/ui/progress-bar";
import { DOCUMENT_MAX_BYTES } from "@/lib/schemas/document-limits";
import type { BillFormValues } from "@/lib/schemas/bill-form";
import { useFormErrorText } from "./form-error-text";
import { ATTACHMENT_ACCEPT } from "./read-file";

/**
 * The bill's file. The API takes it inside the bill's body as a data: URL (documentUploadSchema), so picking a file
 * reads it (with the reader's progress) and submitting sends it (the form shows the upload's progress).
 */
export function AttachmentField({ uploadProgress }: { uploadProgress: number | null }) {
  const t = useMessages().billForm;
  const errorText = useFormErrorText();
  const { control, setValue, setError, clearErrors, formState } = useFormContext<BillFormValues>();
  const document = useWatch({ control, name: "document" });
  const [readProgress, setReadProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const error = formState.errors.document;

  const read = (file: File) => {
    clearErrors("document");
    if (file.size > DOCUMENT_MAX_BYTES) {
      setError("document", { type: "size", message: "fileTooLarge" });
      return;
    }
    const reader = new FileReader();
    reader.onprogress = (event) =>
      setReadProgress(event.lengthComputable ? event.loaded / event.total : null);
    reader.onload = () => {
      setReadProgress(null);
      setValue("document", { file: String(reader.result), file_name: file.name }, { shouldDirty: true });
    };
    reader.onerror = () => {
      setReadProgress(null);
      setError("document", { type: "read", message: "fileReadFailed" });
    };
    setReadProgress(0);
    reader.readAsDataURL(file);
  };

  const remove = () => {
    setValue("document", null, { shouldDirty: true });
    clearErrors("document");
    if (input.current) input.current.value = "";
  };

  return (
    <div className="card space-y-2">
      <Field label={t.attachment} hint={t.attachmentHint} error={errorText(error?.file ?? error)}>
        {(controlProps) => (
          <input
            {...controlProps}
            ref={input}
            type="file"
            accept={ATTACHMENT_ACCEPT}
            className="input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) read(file);
            }}
          />
        )}
      </Field>
      {readProgress !== null ? <ProgressBar label={t.reading} value={readProgress} /> : null}
      {uploadProgress !== null ? <ProgressBar label={t.uploading} value={uploadProgress} /> : null}
      {document ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="break-all">{document.file_name}</span>
          <button type="button" className="btn-secondary" onClick={remove}>
            {t.removeAttachment}
          </button>
        </p>
      ) : null}
    </div>
  );
}
