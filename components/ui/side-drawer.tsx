"use client";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useMessages } from "@/components/embed/embed-context";

/**
 * A side panel on the native modal <dialog>: the browser traps focus, closes on Escape and returns focus to the
 * button that opened it. Full width on a narrow frame, a column on the right otherwise.
 */
export function SideDrawer({
  isOpen,
  onClose,
  title,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const messages = useMessages();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(32rem,100vw)] overflow-y-auto border-l border-embed-border bg-embed-card p-0 text-embed-text backdrop:bg-black/60"
    >
      {isOpen ? (
        <div className="p-5">
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="text-lg font-semibold break-all">
              {title}
            </h2>
            <button type="button" className="btn-secondary" onClick={onClose}>
              {messages.common.close}
            </button>
          </div>
          <div className="mt-4">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
