"use client";
import { useFormContext, useWatch } from "react-hook-form";
import { useMessages } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { fill } from "@/lib/i18n/define-messages";
import { CURRENCIES, type Currency } from "@/lib/schemas/currency-codes";
import { useFormErrorText } from "./form-error-text";

/**
 * A document's currency, and its exchange rate when it is not the business's base currency: the bill and invoice
 * forms name both fields alike (`currency`, `exchange_rate`), and each its own labels.
 */
export function CurrencyFields({
  baseCurrency,
  namespace,
}: {
  baseCurrency: Currency;
  namespace: "billForm" | "invoiceForm";
}) {
  const t = useMessages()[namespace];
  const errorText = useFormErrorText(namespace);
  const { register, control, formState } = useFormContext<{ currency: Currency; exchange_rate: string }>();
  const currency = useWatch({ control, name: "currency" });
  const { errors } = formState;
  return (
    <>
      <Field label={t.currency} error={errorText(errors.currency)}>
        {(control) => (
          <select {...control} {...register("currency")} className="input">
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        )}
      </Field>
      {currency !== baseCurrency ? (
        <Field
          label={t.exchangeRate}
          hint={fill(t.exchangeRateHint, { base: baseCurrency, currency })}
          error={errorText(errors.exchange_rate)}
        >
          {(control) => (
            <input {...control} {...register("exchange_rate")} className="input" inputMode="decimal" />
          )}
        </Field>
      ) : null}
    </>
  );
}
