"use client";
import { useMessages } from "@/components/embed/embed-context";
import { ApiRequestError } from "@/lib/api-client/api-request-error";

/**
 * Why the API refused a save, in its own words (an over-allocation after someone else's change is a 409 naming the
 * amounts), with its per-field details. A 403 says the session may not write; a 412, that someone saved first.
 */
export function AllocationRefusal({ error }: { error: Error }) {
  const messages = useMessages();
  const isApiError = error instanceof ApiRequestError;
  const text =
    isApiError && error.status === 403
      ? messages.common.forbidden
      : isApiError && error.status === 412
        ? messages.credits.changedElsewhere
        : isApiError
          ? error.message
          : messages.common.errorBody;
  const details = isApiError ? Object.values(error.fieldErrors()) : [];
  return (
    <div role="alert" className="mt-4 rounded-embed border border-embed-danger p-4 text-sm">
      <p className="font-semibold">{messages.credits.refusedTitle}</p>
      <p className="mt-1">{text}</p>
      {details.length > 0 ? (
        <ul className="mt-2 list-disc pl-5 text-embed-muted">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
