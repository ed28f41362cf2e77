/**
 * An in-process signal that events were committed, so the webhook worker of this instance dispatches them now
 * instead of at its next poll. Other instances find them at their next poll. Kept on globalThis because Next.js may
 * load this module once per route bundle.
 */
type Listener = () => void;
const holder = globalThis as typeof globalThis & { __eventsCommittedListeners?: Set<Listener> };
const listeners = (holder.__eventsCommittedListeners ??= new Set());

export function signalEventsCommitted(): void {
  for (const listener of listeners) listener();
}

export function onEventsCommitted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
