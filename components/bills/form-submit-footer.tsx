"use client";

/** The end of a document form: why the last submission failed (if it did) and the submit button. */
export function FormSubmitFooter({
  failureTitle,
  failure,
  isBusy,
  label,
  busyLabel,
}: {
  failureTitle: string;
  failure: string | null;
  isBusy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      {failure ? (
        <div role="alert" className="rounded-embed border border-embed-danger p-3 text-sm">
          <p className="font-semibold">{failureTitle}</p>
          <p className="mt-1">{failure}</p>
        </div>
      ) : null}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={isBusy} aria-disabled={isBusy}>
        {isBusy ? busyLabel : label}
      </button>
    </>
  );
}
