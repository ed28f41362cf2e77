"use client";
import type { ReactNode } from "react";
import { type FieldValues, FormProvider, type UseFormReturn } from "react-hook-form";

/**
 * A bill or invoice entry form whose rules (the API's schema, and zod with it) load apart from the page: they start
 * loading when the form is first focused, so they are there by the time it is submitted.
 */
export function DocumentForm<Values extends FieldValues, Output>({
  form,
  onValid,
  loadRules,
  onRulesFailed,
  labelledBy,
  children,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  onValid: (output: Output) => Promise<void>;
  loadRules: () => Promise<unknown>;
  /** Only the rules failing to load gets here (onValid catches its own errors); the submit can be tried again. */
  onRulesFailed: () => void;
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form
        onFocus={() => void loadRules().catch(() => {})}
        onSubmit={(event) => void form.handleSubmit(onValid)(event).catch(onRulesFailed)}
        noValidate
        className="space-y-4"
        aria-labelledby={labelledBy}
      >
        {children}
      </form>
    </FormProvider>
  );
}
