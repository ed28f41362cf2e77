"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useCanWrite, useEmbed } from "@/components/embed/embed-context";
import { downloadBillDocument } from "@/lib/api-client/bill-actions";
import { saveFile } from "@/lib/api-client/platform-download";
import { fill } from "@/lib/i18n/define-messages";
import type { BillResponse } from "@/lib/schemas/bill";
import { AttachBillDocumentForm } from "./attach-bill-document-form";

/** The bill's document, downloaded with the session (as the invoice's PDF is), and for editors a form to attach one. */
export function BillDocument({ bill }: { bill: BillResponse }) {
  const { businessId, messages } = useEmbed();
  const text = messages.billChanges;
  const canWrite = useCanWrite();
  const [announcement, setAnnouncement] = useState("");
  const download = useMutation({
    mutationFn: () => downloadBillDocument(businessId, bill.id),
    onSuccess: saveFile,
  });

  return (
    <section aria-labelledby="bill-document" className="space-y-2">
      <h2 id="bill-document" className="font-semibold">
        {text.documentTitle}
      </h2>
      {bill.document ? (
        <button
          type="button"
          className="btn-secondary max-w-full break-all"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {fill(text.download, { name: bill.document.file_name })}
        </button>
      ) : (
        <p className="text-sm text-embed-muted">{text.noDocument}</p>
      )}
      {download.isError ? (
        <p role="alert" className="text-sm text-embed-danger">
          {messages.common.errorBody}
        </p>
      ) : null}
      {canWrite ? (
        <AttachBillDocumentForm
          bill={bill}
          onAttached={(message) => {
            download.reset();
            setAnnouncement(message);
          }}
        />
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
