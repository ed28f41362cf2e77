import { notifyHost } from "./host-events";

type Listener = () => void;
const listeners = new Set<Listener>();
let hasExpired = false;

/** Tells the page (and the host page) once that the session is over. */
export function announceSessionExpired(): void {
  if (hasExpired) return;
  hasExpired = true;
  notifyHost("session_expired", {});
  for (const listener of listeners) listener();
}

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  if (hasExpired) listener();
  return () => listeners.delete(listener);
}
