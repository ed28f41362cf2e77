"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useEmbed } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { vendorSearchQuery } from "@/lib/api-client/vendors";
import type { BillFormValues } from "@/lib/schemas/bill-form";
import type { VendorResponse } from "@/lib/schemas/vendor";
import { useFormErrorText } from "./form-error-text";

const SEARCH_DELAY_MS = 250;

/** Picks an existing vendor by search, or names a new one by your app's id (the API creates it with the bill). */
export function VendorFields() {
  const { businessId, messages } = useEmbed();
  const t = messages.billForm;
  const errorText = useFormErrorText();
  const { register, control, formState } = useFormContext<BillFormValues>();
  const mode = useWatch({ control, name: "vendor_mode" });
  const [search, setSearch] = useState("");
  const [debouncedSearch, setDebouncedSearch] = useState("");
  const [chosen, setChosen] = useState<VendorResponse | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setDebouncedSearch(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const vendors = useQuery({
    ...vendorSearchQuery(businessId, debouncedSearch),
    enabled: mode === "existing",
  });
  const found = vendors.data?.results ?? [];
  // The chosen vendor stays an option while another search shows other vendors.
  const options = chosen && !found.some((vendor) => vendor.id === chosen.id) ? [chosen, ...found] : found;
  const vendorId = register("vendor_id");
  return (
    <fieldset className="card space-y-3">
      <legend className="px-1 font-semibold">{t.vendor}</legend>
      <div className="flex flex-wrap gap-4">
        {(["existing", "new"] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={value} {...register("vendor_mode")} />
            {value === "existing" ? t.vendorExisting : t.vendorNew}
          </label>
        ))}
      </div>
      {mode === "existing" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t.vendorSearch}
            hint={!vendors.isPending && found.length === 0 ? t.vendorNoMatches : undefined}
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
          <Field label={t.vendorSelect} error={errorText(formState.errors.vendor_id)}>
            {(control) => (
              <select
                {...control}
                {...vendorId}
                className="input"
                onChange={(event) => {
                  setChosen(options.find((vendor) => vendor.id === event.target.value) ?? null);
                  return vendorId.onChange(event);
                }}
              >
                <option value="">{t.chooseVendor}</option>
                {options.map((vendor) => (
                  <option key={vendor.id} value={vendor.id}>
                    {vendor.external_id
                      ? `${vendor.display_name} (${vendor.external_id})`
                      : vendor.display_name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t.vendorExternalId}
            hint={t.vendorExternalIdHint}
            error={errorText(formState.errors.vendor_external_id)}
          >
            {(control) => <input {...control} {...register("vendor_external_id")} className="input" />}
          </Field>
          <Field label={t.vendorName} error={errorText(formState.errors.vendor_name)}>
            {(control) => (
              <input
                {...control}
                {...register("vendor_name")}
                className="input"
                autoComplete="organization"
              />
            )}
          </Field>
        </div>
      )}
    </fieldset>
  );
}
