"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useEmbed } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { vendorQuery, vendorSearchQuery } from "@/lib/api-client/vendors";

const SEARCH_DELAY_MS = 250;

/**
 * Picks one vendor for the `vendor_id` filter, as the invoice list's customer picker: a search box narrows the list
 * server-side (GET /vendors/ `search`), a select holds the choice. A chosen vendor missing from the results (a shared
 * link) is fetched alone.
 */
export function VendorFilterPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (vendorId: string) => void;
}) {
  const { businessId, messages } = useEmbed();
  const text = messages.billFilters;
  const [search, setSearch] = useState("");
  const [debounced, setDebounced] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const results = useQuery(vendorSearchQuery(businessId, debounced));
  const vendors = results.data?.results ?? [];
  const isChosenListed = !value || vendors.some((vendor) => vendor.id === value);
  const chosen = useQuery({
    ...vendorQuery(businessId, value),
    enabled: !isChosenListed && !results.isPending,
  });
  const options = !isChosenListed && chosen.data ? [chosen.data, ...vendors] : vendors;

  return (
    <div className="grid gap-2 sm:col-span-2 sm:grid-cols-2">
      <Field label={text.vendorSearch}>
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
      <Field label={text.vendor}>
        {(control) => (
          <select
            {...control}
            name="vendor_id"
            className="input"
            value={value}
            aria-busy={results.isFetching}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">{text.anyVendor}</option>
            {options.map((vendor) => (
              <option key={vendor.id} value={vendor.id}>
                {vendor.display_name}
              </option>
            ))}
            {!isChosenListed && !chosen.data ? <option value={value}>{value}</option> : null}
          </select>
        )}
      </Field>
    </div>
  );
}
