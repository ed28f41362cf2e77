"use client";
import { useQuery, type UseQueryOptions } from "@tanstack/react-query";
import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "./field";
import { PartySearchField } from "./party-search-field";

export interface PartyOption {
  id: string;
  display_name: string;
}

/**
 * Picks a vendor or customer for a form: a search box narrows the list server-side, a select (registered with the
 * form) holds the choice. The chosen party stays an option while another search shows other parties.
 */
export function PartySearchSelect<
  Party extends PartyOption,
  Data extends { results: Party[] },
  Key extends readonly unknown[],
>({
  query,
  field,
  labels,
  error,
  optionLabel,
  initial,
}: {
  /** The search's query options (`vendorSearchQuery(businessId, search)`, …). */
  query: (search: string) => UseQueryOptions<Data, Error, Data, Key>;
  field: UseFormRegisterReturn;
  labels: { search: string; select: string; choose: string; noMatches: string };
  error?: string;
  optionLabel: (party: Party) => string;
  /** The party already chosen (an edited document's), an option from the start. */
  initial?: Party;
}) {
  const [debouncedSearch, setDebouncedSearch] = useState("");
  const [chosen, setChosen] = useState<Party | null>(initial ?? null);
  const parties = useQuery(query(debouncedSearch));
  const found = parties.data?.results ?? [];
  const options = chosen && !found.some((party) => party.id === chosen.id) ? [chosen, ...found] : found;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <PartySearchField
        label={labels.search}
        hint={!parties.isPending && found.length === 0 ? labels.noMatches : undefined}
        onSearch={setDebouncedSearch}
      />
      <Field label={labels.select} error={error}>
        {(control) => (
          <select
            {...control}
            {...field}
            className="input"
            aria-busy={parties.isFetching}
            onChange={(event) => {
              setChosen(options.find((party) => party.id === event.target.value) ?? null);
              return field.onChange(event);
            }}
          >
            <option value="">{labels.choose}</option>
            {options.map((party) => (
              <option key={party.id} value={party.id}>
                {optionLabel(party)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
