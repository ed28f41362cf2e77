"use client";
import { useMutation } from "@tanstack/react-query";
import { useMessages } from "@/components/embed/embed-context";
import { saveFile, type DownloadedFile } from "@/lib/api-client/platform-download";
import { fill } from "@/lib/i18n/define-messages";

/** Fetches the report as CSV with the session token and saves it; a refusal is shown next to the button. */
export function CsvDownloadButton({ download }: { download: () => Promise<DownloadedFile> }) {
  const messages = useMessages();
  const mutation = useMutation({ mutationFn: download, onSuccess: saveFile });
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className="btn-secondary"
        onClick={() => mutation.mutate()}
        disabled={mutation.isPending}
      >
        {mutation.isPending ? messages.reports.downloading : messages.reports.downloadCsv}
      </button>
      {mutation.isError ? (
        <p role="alert" className="text-sm text-embed-danger">
          {fill(messages.reports.downloadFailed, { message: mutation.error.message })}
        </p>
      ) : null}
    </div>
  );
}
