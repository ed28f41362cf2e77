"use client";
import { useMessages } from "@/components/embed/embed-context";

/**
 * The text for a form error: the form schema's own rules report message keys (translated here); a number input
 * holding no number is "invalid_type" to the shared schema, whose message speaks of cents, so the form says it its
 * own way; the API's other rules, shared with the form, and the server's report their message as it is.
 */
export function useFormErrorText(namespace: "billForm" | "invoiceForm" = "billForm") {
  const messages = useMessages()[namespace] as Record<string, string>;
  return (error: { message?: string; type?: string } | undefined) => {
    if (!error?.message) return undefined;
    if (error.type === "invalid_type") return messages.notANumber;
    return messages[error.message] ?? error.message;
  };
}
