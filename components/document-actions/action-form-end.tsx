"use client";
import { useMessages } from "@/components/embed/embed-context";

/** The foot of a bill or invoice action dialog: the API's refusal, if any, then Cancel and the action's button. */
export function ActionFormEnd({
  refusal,
  onCancel,
  isPending,
  confirm,
  pending,
  isDanger = false,
  isReady = true,
}: {
  refusal: string;
  onCancel: () => void;
  isPending: boolean;
  confirm: string;
  pending: string;
  isDanger?: boolean;
  /** False keeps the action's button disabled: the viewer has not confirmed yet. */
  isReady?: boolean;
}) {
  const messages = useMessages();
  return (
    <>
      {refusal ? (
        <p role="alert" className="rounded-embed border border-embed-danger p-3 text-sm text-embed-danger">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {messages.common.cancel}
        </button>
        <button
          type="submit"
          className={isDanger ? "btn-danger" : "btn-primary"}
          disabled={!isReady || isPending}
        >
          {isPending ? pending : confirm}
        </button>
      </div>
    </>
  );
}
