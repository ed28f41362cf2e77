"use client";
import { useMessages } from "@/components/embed/embed-context";
import type { BankTransactionResponse } from "@/lib/schemas/bank-transaction";

/** What each of a line's forms gets: the line, and where to say what was done ("" when cancelled). */
export interface LineFormProps {
  transaction: BankTransactionResponse;
  onDone: (message: string) => void;
}

/** A refusal that belongs to no one field, read out as it appears. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-embed border border-embed-danger p-3 text-sm text-embed-danger">
      {message}
    </p>
  );
}

/** Cancel and the form's action, which says it is working while the request runs. */
export function FormButtons({
  submit,
  isPending,
  onCancel,
  pending,
}: {
  submit: string;
  isPending: boolean;
  onCancel: () => void;
  /** What the button says while the request runs; default "Saving…". */
  pending?: string;
}) {
  const messages = useMessages();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button type="button" className="btn-secondary" onClick={onCancel}>
        {messages.common.cancel}
      </button>
      <button type="submit" className="btn-primary" disabled={isPending}>
        {isPending ? (pending ?? messages.bankTransactions.saving) : submit}
      </button>
    </div>
  );
}
