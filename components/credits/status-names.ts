import type { Messages } from "@/lib/i18n/catalog";

type StatusKey = keyof Messages["settlementStatuses"];

/** A status's name from the settlementStatuses messages (`bill_paid`); an unknown one is shown as the API sent it. */
export function statusName(messages: Messages, key: string): string {
  const names = messages.settlementStatuses as Record<string, string>;
  return names[key as StatusKey] ?? key.replace(/^[a-zA-Z]+_/, "");
}

/** Settled reads as success, partly settled as warning, void or failed as danger, the rest neutral. */
export function statusTone(status: string): "neutral" | "success" | "warning" | "danger" {
  const value = status.toLowerCase();
  if (["paid", "applied", "completed", "fully_reconciled"].includes(value)) return "success";
  if (value.startsWith("partially") || value === "overdue") return "warning";
  if (["void", "voided", "cancelled", "failed"].includes(value)) return "danger";
  return "neutral";
}
