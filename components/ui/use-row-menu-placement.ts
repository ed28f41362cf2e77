"use client";
import { type ToggleEvent, useCallback, useRef } from "react";

/**
 * Where a list row's popover menu shows, for the button (`triggerRef`) that opens it. Before it shows it is placed
 * under the button, right-aligned (the button's box is known, the menu's is not yet); once open its height is known,
 * and a menu that would run past the frame's bottom (the last rows of a frame sized to its content) moves above the
 * button. Spread `placement` on the popover.
 */
export function useRowMenuPlacement() {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const onBeforeToggle = useCallback((event: ToggleEvent<HTMLElement>) => {
    const trigger = triggerRef.current;
    if (event.newState !== "open" || !trigger) return;
    const box = trigger.getBoundingClientRect();
    event.currentTarget.style.top = `${box.bottom + 4}px`;
    event.currentTarget.style.right = `${Math.max(8, document.documentElement.clientWidth - box.right)}px`;
  }, []);
  const onToggle = useCallback((event: ToggleEvent<HTMLElement>) => {
    const trigger = triggerRef.current;
    if (event.newState !== "open" || !trigger) return;
    const menu = event.currentTarget.getBoundingClientRect();
    if (menu.bottom <= window.innerHeight) return;
    const box = trigger.getBoundingClientRect();
    event.currentTarget.style.top = `${Math.max(8, box.top - menu.height - 4)}px`;
  }, []);
  return { triggerRef, placement: { onBeforeToggle, onToggle } };
}
