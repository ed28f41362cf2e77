"use client";
import { type ReactNode, useEffect } from "react";
import { announceSessionExpired } from "@/lib/api-client/session-expiry";
import { useMessages } from "@/components/embed/embed-context";

/** Placeholder rows while a list loads; hidden from screen readers, which hear the status text instead. */
export function LoadingSkeleton({ rows = 5 }: { rows?: number }) {
  const messages = useMessages();
  return (
    <div role="status" aria-live="polite" data-state="loading">
      <span className="sr-only">{messages.common.loading}</span>
      <div aria-hidden="true" className="space-y-2">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="h-9 animate-pulse rounded-embed bg-embed-border-2" />
        ))}
      </div>
    </div>
  );
}

export function EmptyState({ title, children }: { title?: string; children?: ReactNode }) {
  const messages = useMessages();
  return (
    <div
      data-state="empty"
      className="rounded-embed border border-dashed border-embed-border p-8 text-center"
    >
      <p className="font-medium text-embed-text">{title ?? messages.common.empty}</p>
      {children ? <div className="mt-2 text-sm text-embed-muted">{children}</div> : null}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const messages = useMessages();
  return (
    <div role="alert" data-state="error" className="rounded-embed border border-embed-danger p-6">
      <p className="font-medium text-embed-text">{messages.common.errorTitle}</p>
      <p className="mt-1 text-sm text-embed-muted">{message ?? messages.common.errorBody}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className="btn-secondary mt-4">
          {messages.common.retry}
        </button>
      ) : null}
    </div>
  );
}

export function SessionExpiredState() {
  const messages = useMessages();
  // Rendered by the server for a page without a session, too: the host page learns either way, and can re-launch.
  useEffect(() => announceSessionExpired(), []);
  return (
    <main className="mx-auto max-w-lg p-6">
      <div role="alert" data-state="session-expired" className="rounded-embed border border-embed-border p-6">
        <h1 className="text-lg font-semibold text-embed-text">{messages.session.expiredTitle}</h1>
        <p className="mt-2 text-embed-muted">{messages.session.expiredBody}</p>
      </div>
    </main>
  );
}
