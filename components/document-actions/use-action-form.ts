"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  useForm,
} from "react-hook-form";
import { useMessages } from "@/components/embed/embed-context";
import { ApiRequestError } from "@/lib/api-client/api-request-error";
import { fill } from "@/lib/i18n/define-messages";

/**
 * One bill or invoice action's dialog form: the form with its schema, the API call, and the API's refusal. Field
 * errors land on the form's fields (the first is focused) by the API's field name (`amount_cents` → `amount`);
 * anything else is one alert in the dialog, in the API's words. `text` is the action's catalogue: it says the
 * refusal and turns the form schema's message keys into words.
 */
export function useActionForm<Values extends FieldValues, Body, Result>({
  text,
  resolver,
  defaultValues,
  fieldOf,
  action,
  onDone,
}: {
  text: { refused: string };
  resolver: Resolver<Values, unknown, Body>;
  defaultValues: DefaultValues<Values>;
  fieldOf: Record<string, FieldPath<Values>>;
  action: (body: Body) => Promise<Result>;
  onDone: (result: Result, body: Body) => Promise<void>;
}) {
  const messages = useMessages();
  const form = useForm<Values, unknown, Body>({ resolver, defaultValues });
  const [refusal, setRefusal] = useState("");
  const mutation = useMutation({
    mutationFn: action,
    onSuccess: onDone,
    onError: (error) => {
      if (!(error instanceof ApiRequestError)) return setRefusal(messages.common.errorBody);
      let isPlaced = false;
      for (const [path, message] of Object.entries(error.fieldErrors())) {
        const segments = path.split(".");
        const field = fieldOf[segments.at(-1)!] ?? fieldOf[segments[0]!];
        if (!field) continue;
        form.setError(field, { type: "server", message }, { shouldFocus: !isPlaced });
        isPlaced = true;
      }
      if (!isPlaced) setRefusal(fill(text.refused, { reason: error.message }));
    },
  });
  /** A field's error in words: the form's own rules give catalogue keys, the API its own sentence. */
  const errorOf = (name: FieldPath<Values>) => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return message ? ((text as Record<string, string>)[message] ?? message) : undefined;
  };
  const onSubmit = form.handleSubmit((body) => {
    setRefusal("");
    mutation.mutate(body);
  });
  return { form, errorOf, onSubmit, refusal, isPending: mutation.isPending };
}
