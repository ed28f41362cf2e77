import { notifyHost } from "./host-events";

type Listener = () => void;
const listeners = new Set<Listener>();
let hasExpired = false;

/**
 * Tells the page (and the host page) once that the session is over, with the page the person is on: public/embed.js
 * relaunches with it as `return_to`, so a new session opens where the old one ended.
 */
export function announceSessionExpired(): void {
  if (hasExpired) return;
  hasExpired = true;
  notifyHost("session_expired", { path: `${window.location.pathname}${window.location.search}` });
  for (const listener of listeners) listener();
}

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  if (hasExpired) listener();
  return () => listeners.delete(listener);
}
