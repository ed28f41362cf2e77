"use client";
import { type ReactNode, type RefObject, type ToggleEvent, useCallback, useId } from "react";

/** The class of a row menu's item (a link or a button). */
export const ROW_MENU_ITEM =
  "block w-full rounded-embed px-3 py-2 text-left text-sm hover:bg-embed-nav focus-visible:outline-2 focus-visible:outline-embed-active";

/**
 * A list row's "⋯" button (`triggerRef`, the caller's, where focus returns after a dialog) and its menu in a native
 * popover: the top layer escapes the table's scrolling box, and the browser closes it on Escape or a click elsewhere.
 * `children` are the `<li>` items; one that opens a dialog closes the menu first (closeRowMenu). The menu is
 * placed under the button, right-aligned, before it shows (the button's box is known, the menu's is not yet); once
 * open its height is known, and a menu that would run past the frame's bottom (the last rows of a frame sized to its
 * content) moves above the button.
 */
export function RowMenu({
  label,
  triggerRef,
  children,
}: {
  label: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  const popoverId = useId();
  const placeUnderTrigger = useCallback(
    (event: ToggleEvent<HTMLElement>) => {
      const trigger = triggerRef.current;
      if (event.newState !== "open" || !trigger) return;
      const box = trigger.getBoundingClientRect();
      event.currentTarget.style.top = `${box.bottom + 4}px`;
      event.currentTarget.style.right = `${Math.max(8, document.documentElement.clientWidth - box.right)}px`;
    },
    [triggerRef],
  );
  const keepInFrame = useCallback(
    (event: ToggleEvent<HTMLElement>) => {
      const trigger = triggerRef.current;
      if (event.newState !== "open" || !trigger) return;
      const menu = event.currentTarget.getBoundingClientRect();
      if (menu.bottom <= window.innerHeight) return;
      const box = trigger.getBoundingClientRect();
      event.currentTarget.style.top = `${Math.max(8, box.top - menu.height - 4)}px`;
    },
    [triggerRef],
  );
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        popoverTarget={popoverId}
        aria-label={label}
        className="rounded-embed px-2 py-1 text-embed-muted hover:text-embed-text focus-visible:outline-2 focus-visible:outline-embed-active"
      >
        <span aria-hidden="true">⋯</span>
      </button>
      <div
        id={popoverId}
        popover="auto"
        onBeforeToggle={placeUnderTrigger}
        onToggle={keepInFrame}
        className="fixed inset-auto m-0 min-w-40 rounded-embed border border-embed-border bg-embed-card p-1 text-embed-text shadow-lg"
      >
        <ul>{children}</ul>
      </div>
    </>
  );
}

/** Closes the row menu an item (the event's target) sits in, before the item opens a dialog. */
export function closeRowMenu(item: Element): void {
  item.closest<HTMLElement>("[popover]")?.hidePopover();
}
