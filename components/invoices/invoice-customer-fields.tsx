"use client";
import { useFormContext, useWatch } from "react-hook-form";
import { useFormErrorText } from "@/components/bills/form-error-text";
import { useEmbed } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { PartySearchSelect } from "@/components/ui/party-search-select";
import { customerSearchQuery } from "@/lib/api-client/customers";
import type { CustomerResponse } from "@/lib/schemas/customer";
import type { InvoiceFormValues } from "@/lib/schemas/invoice-form";
import { EMBED_CUSTOMER_ID_PREFIX } from "./new-customer-id";

/** An id a person typed is worth showing beside the name; one the form made up is not. */
const customerLabel = (customer: CustomerResponse) =>
  customer.external_id && !customer.external_id.startsWith(EMBED_CUSTOMER_ID_PREFIX)
    ? `${customer.display_name} (${customer.external_id})`
    : customer.display_name;

/**
 * Picks an existing customer by search, or names a new one, which the API creates with the invoice (the form gives
 * it an id of its own as its `customer_external_id`, so a person only types the name).
 */
export function InvoiceCustomerFields() {
  const { businessId, messages } = useEmbed();
  const t = messages.invoiceForm;
  const errorText = useFormErrorText("invoiceForm");
  const { register, control, formState } = useFormContext<InvoiceFormValues>();
  const mode = useWatch({ control, name: "customer_mode" });
  return (
    <fieldset className="card space-y-3">
      <legend className="px-1 font-semibold">{t.customer}</legend>
      <div className="flex flex-wrap gap-4">
        {(["existing", "new"] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={value} {...register("customer_mode")} />
            {value === "existing" ? t.customerExisting : t.customerNew}
          </label>
        ))}
      </div>
      {mode === "existing" ? (
        <PartySearchSelect
          query={(search) => customerSearchQuery(businessId, search)}
          field={register("customer_id")}
          labels={{
            search: t.customerSearch,
            select: t.customerSelect,
            choose: t.chooseCustomer,
            noMatches: t.customerNoMatches,
          }}
          error={errorText(formState.errors.customer_id)}
          optionLabel={customerLabel}
        />
      ) : (
        <Field label={t.customerName} error={errorText(formState.errors.customer_name)}>
          {(control) => (
            <input
              {...control}
              {...register("customer_name")}
              className="input"
              autoComplete="organization"
            />
          )}
        </Field>
      )}
    </fieldset>
  );
}
