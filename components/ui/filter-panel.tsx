"use client";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { fill } from "@/lib/i18n/define-messages";

/**
 * A list's filter form in a card. On a narrow frame it folds behind a button: `toggleText`, or `activeCountText`
 * with `{count}` filled in while filters are active; from `sm` up it always shows, in two or three columns. Apply
 * submits the form; Clear empties it.
 */
export function FilterPanel({
  label,
  toggleText,
  activeCount,
  activeCountText,
  applyText,
  clearText,
  onSubmit,
  onClear,
  children,
}: {
  label: string;
  toggleText: string;
  activeCount: number;
  activeCountText: string;
  applyText: string;
  clearText: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClear: () => void;
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <section aria-label={label} className="mb-4">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="btn-secondary w-full sm:hidden"
      >
        {activeCount ? fill(activeCountText, { count: activeCount }) : toggleText}
      </button>
      <form
        id={panelId}
        noValidate
        onSubmit={onSubmit}
        className={`${isOpen ? "grid" : "hidden"} card mt-3 gap-4 sm:mt-0 sm:grid sm:grid-cols-2 lg:grid-cols-3`}
      >
        {children}
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-3">
          <button type="submit" className="btn-primary">
            {applyText}
          </button>
          <button type="button" className="btn-secondary" onClick={onClear}>
            {clearText}
          </button>
        </div>
      </form>
    </section>
  );
}
