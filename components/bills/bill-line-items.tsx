"use client";
import { useQuery } from "@tanstack/react-query";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useEmbed } from "@/components/embed/embed-context";
import { Money } from "@/components/ui/money";
import { accountsQuery, BILL_LINE_CLASSIFICATIONS } from "@/lib/api-client/accounts";
import type { BillFormValues } from "@/lib/schemas/bill-form";
import { BillLineFields } from "./bill-line-fields";
import { useFormErrorText } from "./form-error-text";
import { liveBillTotals } from "./live-bill-totals";

export const emptyBillLine = (): BillFormValues["line_items"][number] => ({
  account_identifier: "",
  description: "",
  quantity: "1",
  unit_price: "",
  sales_taxes: [],
});

/** The bill's lines (add and remove rows) and the live subtotal, tax and total in the bill's currency. */
export function BillLineItems() {
  const { businessId, messages } = useEmbed();
  const t = messages.billForm;
  const errorText = useFormErrorText();
  const { control, formState } = useFormContext<BillFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "line_items" });
  const [lines, currency] = useWatch({ control, name: ["line_items", "currency"] });
  const totals = liveBillTotals(lines, currency);
  const accounts = useQuery(accountsQuery(businessId, BILL_LINE_CLASSIFICATIONS));
  const linesError = formState.errors.line_items;
  return (
    <fieldset className="card space-y-3">
      <legend className="px-1 font-semibold">{t.lines}</legend>
      {fields.map((field, index) => (
        <BillLineFields
          key={field.id}
          index={index}
          accounts={accounts.data?.results ?? []}
          lineTotal={totals.lineTotals[index] ?? 0}
          currency={currency}
          onRemove={fields.length > 1 ? () => remove(index) : undefined}
        />
      ))}
      {linesError?.message || linesError?.root?.message ? (
        <p role="alert" className="text-sm text-embed-danger">
          {errorText(linesError.root ?? linesError)}
        </p>
      ) : null}
      <button type="button" className="btn-secondary" onClick={() => append(emptyBillLine())}>
        {t.addLine}
      </button>
      <dl
        aria-label={t.totals}
        aria-live="polite"
        className="ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm"
      >
        <dt className="text-embed-muted">{t.subtotal}</dt>
        <dd className="text-right" data-total="subtotal">
          <Money amount={totals.subtotal} currency={currency} />
        </dd>
        <dt className="text-embed-muted">{t.tax}</dt>
        <dd className="text-right" data-total="tax">
          <Money amount={totals.tax} currency={currency} />
        </dd>
        <dt className="font-semibold">{t.total}</dt>
        <dd className="text-right font-semibold" data-total="total">
          <Money amount={totals.total} currency={currency} />
        </dd>
      </dl>
    </fieldset>
  );
}
