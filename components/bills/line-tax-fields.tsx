"use client";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useMessages } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { fill } from "@/lib/i18n/define-messages";
import type { BillFormValues } from "@/lib/schemas/bill-form";
import { useFormErrorText } from "./form-error-text";

/** The taxes of one line (VAT 25 %, …): each a name and a rate, as salesTaxInputSchema takes them. */
export function LineTaxFields({ lineIndex }: { lineIndex: number }) {
  const t = useMessages().billForm;
  const errorText = useFormErrorText();
  const { control, register, formState } = useFormContext<BillFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `line_items.${lineIndex}.sales_taxes` });
  const lineNumber = lineIndex + 1;
  const errorsOf = (taxIndex: number) => formState.errors.line_items?.[lineIndex]?.sales_taxes?.[taxIndex];
  return (
    <div className="space-y-2">
      {fields.map((field, taxIndex) => (
        <div key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
          <Field label={t.taxName} error={errorText(errorsOf(taxIndex)?.name)}>
            {(control) => (
              <input
                {...control}
                {...register(`line_items.${lineIndex}.sales_taxes.${taxIndex}.name`)}
                className="input"
              />
            )}
          </Field>
          <Field label={t.taxRate} error={errorText(errorsOf(taxIndex)?.rate)}>
            {(control) => (
              <input
                {...control}
                {...register(`line_items.${lineIndex}.sales_taxes.${taxIndex}.rate`)}
                className="input"
                inputMode="decimal"
              />
            )}
          </Field>
          <button
            type="button"
            className="btn-secondary px-3"
            aria-label={fill(t.removeTax, { tax: taxIndex + 1, number: lineNumber })}
            onClick={() => remove(taxIndex)}
          >
            ×
          </button>
        </div>
      ))}
      <button type="button" className="btn-secondary" onClick={() => append({ name: "", rate: "" })}>
        {fill(t.addTax, { number: lineNumber })}
      </button>
    </div>
  );
}
