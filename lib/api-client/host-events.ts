/** Events the embed tells the partner's page about (public/embed.js passes them to `onEvent`). */
export type HostEventType =
  | "bill_created"
  | "bill_approved"
  | "bill_paid"
  | "bill_voided"
  | "invoice_created"
  | "invoice_sent"
  | "invoice_paid"
  | "invoice_written_off"
  | "invoice_refunded"
  | "invoice_voided"
  | "session_expired"
  | "resize";

/**
 * Posts to the framing page only, never "*": the target is the framing origin as the browser reports it, and CSP
 * frame-ancestors already limits framing to the partner's origins.
 */
export function notifyHost(type: HostEventType, detail: Record<string, unknown>): void {
  if (typeof window === "undefined" || window.parent === window) return;
  const ancestor = window.location.ancestorOrigins?.[0];
  const referrer = document.referrer ? new URL(document.referrer).origin : undefined;
  const target = ancestor ?? referrer;
  if (!target) return;
  window.parent.postMessage({ source: "ledgerkit", type, ...detail }, target);
}
