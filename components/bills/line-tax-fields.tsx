"use client";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useMessages } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { fill } from "@/lib/i18n/define-messages";
import type { BillFormValues } from "@/lib/schemas/bill-form";
import { useFormErrorText } from "./form-error-text";

const TAX_PART_LABELS = { name: "taxName", rate: "taxRate", amount: "taxAmount" } as const;

/**
 * The taxes of one line (VAT 25 %, …): each a name and a rate or an amount (which wins when both are given), as
 * salesTaxInputSchema takes them. Narrow, the name takes its own row.
 */
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
        <div
          key={field.id}
          className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
        >
          {(["name", "rate", "amount"] as const).map((part) => (
            <Field
              key={part}
              label={t[TAX_PART_LABELS[part]]}
              error={errorText(errorsOf(taxIndex)?.[part])}
              className={part === "name" ? "col-span-3 sm:col-span-1" : undefined}
            >
              {(control) => (
                <input
                  {...control}
                  {...register(`line_items.${lineIndex}.sales_taxes.${taxIndex}.${part}`)}
                  className="input"
                  inputMode={part === "name" ? undefined : "decimal"}
                />
              )}
            </Field>
          ))}
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
      <button
        type="button"
        className="btn-secondary"
        onClick={() => append({ name: "", rate: "", amount: "" })}
      >
        {fill(t.addTax, { number: lineNumber })}
      </button>
    </div>
  );
}
