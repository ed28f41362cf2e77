"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useFormErrorText } from "@/components/bills/form-error-text";
import { useEmbed } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { customerSearchQuery } from "@/lib/api-client/customers";
import type { CustomerResponse } from "@/lib/schemas/customer";
import { EMBED_CUSTOMER_ID_PREFIX, type InvoiceFormValues } from "@/lib/schemas/invoice-form";

const SEARCH_DELAY_MS = 250;

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
  const [search, setSearch] = useState("");
  const [debouncedSearch, setDebouncedSearch] = useState("");
  const [chosen, setChosen] = useState<CustomerResponse | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setDebouncedSearch(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const customers = useQuery({
    ...customerSearchQuery(businessId, debouncedSearch),
    enabled: mode === "existing",
  });
  const found = customers.data?.results ?? [];
  // The chosen customer stays an option while another search shows other customers.
  const options = chosen && !found.some((customer) => customer.id === chosen.id) ? [chosen, ...found] : found;
  const customerId = register("customer_id");
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
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t.customerSearch}
            hint={!customers.isPending && found.length === 0 ? t.customerNoMatches : undefined}
          >
            {(control) => (
              <input
                {...control}
                type="search"
                className="input"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            )}
          </Field>
          <Field label={t.customerSelect} error={errorText(formState.errors.customer_id)}>
            {(control) => (
              <select
                {...control}
                {...customerId}
                className="input"
                aria-busy={customers.isFetching}
                onChange={(event) => {
                  setChosen(options.find((customer) => customer.id === event.target.value) ?? null);
                  return customerId.onChange(event);
                }}
              >
                <option value="">{t.chooseCustomer}</option>
                {options.map((customer) => (
                  <option key={customer.id} value={customer.id}>
                    {customer.external_id && !customer.external_id.startsWith(EMBED_CUSTOMER_ID_PREFIX)
                      ? `${customer.display_name} (${customer.external_id})`
                      : customer.display_name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
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
