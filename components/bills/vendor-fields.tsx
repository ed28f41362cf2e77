"use client";
import { useFormContext, useWatch } from "react-hook-form";
import { useEmbed } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { PartySearchSelect } from "@/components/ui/party-search-select";
import { vendorSearchQuery } from "@/lib/api-client/vendors";
import type { BillFormValues } from "@/lib/schemas/bill-form";
import type { VendorResponse } from "@/lib/schemas/vendor";
import { useFormErrorText } from "./form-error-text";

const vendorLabel = (vendor: VendorResponse) =>
  vendor.external_id ? `${vendor.display_name} (${vendor.external_id})` : vendor.display_name;

/**
 * Picks an existing vendor by search, or names a new one by your app's id (the API creates it with the bill). An
 * edited bill's vendor (`initialVendor`) stays an option whatever the search shows.
 */
export function VendorFields({ initialVendor }: { initialVendor?: VendorResponse }) {
  const { businessId, messages } = useEmbed();
  const t = messages.billForm;
  const errorText = useFormErrorText();
  const { register, control, formState } = useFormContext<BillFormValues>();
  const mode = useWatch({ control, name: "vendor_mode" });
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
        <PartySearchSelect
          query={(search) => vendorSearchQuery(businessId, search)}
          field={register("vendor_id")}
          labels={{
            search: t.vendorSearch,
            select: t.vendorSelect,
            choose: t.chooseVendor,
            noMatches: t.vendorNoMatches,
          }}
          error={errorText(formState.errors.vendor_id)}
          optionLabel={vendorLabel}
          initial={initialVendor}
        />
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
