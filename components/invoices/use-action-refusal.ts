"use client";
import { useState } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { useEmbed } from "@/components/embed/embed-context";
import { ApiRequestError } from "@/lib/api-client/api-request-error";
import { fill } from "@/lib/i18n/define-messages";

/**
 * The API's refusal of an invoice action: field errors land on the form's fields (the first is focused) by the
 * API's field name (`amount_cents` → `amount`); anything else is one alert in the dialog, in the API's words.
 */
export function useActionRefusal<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  fieldOf: Record<string, FieldPath<Values>>,
) {
  const { messages } = useEmbed();
  const text = messages.invoiceActions;
  const [refusal, setRefusal] = useState("");
  const onError = (error: unknown) => {
    if (!(error instanceof ApiRequestError)) return setRefusal(messages.common.errorBody);
    let isPlaced = false;
    for (const [path, message] of Object.entries(error.fieldErrors())) {
      const field = fieldOf[path.split(".").at(-1)!] ?? fieldOf[path.split(".")[0]!];
      if (!field) continue;
      form.setError(field, { type: "server", message }, { shouldFocus: !isPlaced });
      isPlaced = true;
    }
    if (!isPlaced) setRefusal(fill(text.refused, { reason: error.message }));
  };
  /** A field's error in words: the form's own rules give catalogue keys, the API its own sentence. */
  const errorOf = (name: FieldPath<Values>) => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return message ? ((text as Record<string, string>)[message] ?? message) : undefined;
  };
  return { refusal, clearRefusal: () => setRefusal(""), onError, errorOf };
}
