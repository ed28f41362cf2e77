"use client";
import { useQuery } from "@tanstack/react-query";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useFormErrorText } from "@/components/bills/form-error-text";
import { useEmbed } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { Money } from "@/components/ui/money";
import { accountsQuery } from "@/lib/api-client/accounts";
import type { AccountClassification } from "@/lib/schemas/account-classification";
import type { InvoiceFormValues } from "@/lib/schemas/invoice-form";
import { InvoiceLineFields } from "./invoice-line-fields";
import { liveInvoiceTotals, type LiveInvoiceTotals } from "./live-invoice-totals";

/** What an invoice line can earn: revenue and other income. */
const REVENUE_CLASSIFICATIONS: readonly AccountClassification[] = ["revenue", "other_income"];

export const emptyInvoiceLine = (): InvoiceFormValues["line_items"][number] => ({
  account_identifier: "",
  description: "",
  quantity: "1",
  unit_price: "",
  discount_amount: "",
  sales_taxes: [],
});

/** The invoice's lines (add and remove rows), its own discount, and the live totals the API will compute. */
export function InvoiceLineItems() {
  const { businessId, messages } = useEmbed();
  const t = messages.invoiceForm;
  const errorText = useFormErrorText("invoiceForm");
  const { control, register, formState } = useFormContext<InvoiceFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "line_items" });
  const [lines, additionalDiscount, currency] = useWatch({
    control,
    name: ["line_items", "additional_discount", "currency"],
  });
  const totals = liveInvoiceTotals({ line_items: lines, additional_discount: additionalDiscount }, currency);
  const accounts = useQuery(accountsQuery(businessId, REVENUE_CLASSIFICATIONS));
  const linesError = formState.errors.line_items;
  const rows: [string, Exclude<keyof LiveInvoiceTotals, "lineTotals">][] = [
    [t.subtotal, "subtotal"],
    [t.discount, "discount"],
    [t.tax, "tax"],
    [t.total, "total"],
  ];
  return (
    <fieldset className="card space-y-3">
      <legend className="px-1 font-semibold">{t.lines}</legend>
      {fields.map((field, index) => (
        <InvoiceLineFields
          key={field.id}
          index={index}
          accounts={accounts.data?.results ?? []}
          lineTotal={totals ? (totals.lineTotals[index] ?? 0) : null}
          currency={currency}
          onRemove={fields.length > 1 ? () => remove(index) : undefined}
        />
      ))}
      {linesError?.message || linesError?.root?.message ? (
        <p role="alert" className="text-sm text-embed-danger">
          {errorText(linesError.root ?? linesError)}
        </p>
      ) : null}
      <button type="button" className="btn-secondary" onClick={() => append(emptyInvoiceLine())}>
        {t.addLine}
      </button>
      <Field
        label={t.invoiceDiscount}
        hint={currency}
        error={errorText(formState.errors.additional_discount)}
        className="sm:max-w-xs"
      >
        {(control) => (
          <input {...control} {...register("additional_discount")} className="input" inputMode="decimal" />
        )}
      </Field>
      <div aria-live="polite" className="ml-auto max-w-xs text-sm">
        {totals ? (
          <dl aria-label={t.totals} className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
            {rows.map(([label, key]) => (
              <div key={key} className="contents">
                <dt className={key === "total" ? "font-semibold" : "text-embed-muted"}>{label}</dt>
                <dd className={`text-right ${key === "total" ? "font-semibold" : ""}`} data-total={key}>
                  <Money amount={totals[key]} currency={currency} />
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-embed-danger">{t.totalsUnavailable}</p>
        )}
      </div>
    </fieldset>
  );
}
