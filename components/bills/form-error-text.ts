"use client";
import { useMessages } from "@/components/embed/embed-context";

/**
 * The text for a form error: the form schema's own rules report message keys (translated here); the API's rules,
 * shared with the form, and the server report their message as it is.
 */
export function useFormErrorText() {
  const messages = useMessages().billForm as Record<string, string>;
  return (error: { message?: string } | undefined) =>
    error?.message ? (messages[error.message] ?? error.message) : undefined;
}
