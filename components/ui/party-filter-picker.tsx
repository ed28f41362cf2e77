"use client";
import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useEmbed } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { PartySearchField } from "@/components/ui/party-search-field";
import type { Page } from "@/lib/http/pagination";

interface Party {
  id: string;
  display_name: string;
}

/**
 * Picks one vendor or customer for a list's filter (`vendor_id`, `customer_id`): a search box narrows the list
 * server-side (the party list's `search`), a select holds the choice. A chosen party missing from the results (a
 * shared link) is fetched alone; one that cannot be read shows as its id.
 */
export function PartyFilterPicker<P extends Party, SearchKey extends QueryKey, PartyKey extends QueryKey>({
  name,
  value,
  onChange,
  labels,
  searchQuery,
  partyQuery,
}: {
  name: string;
  value: string;
  onChange: (partyId: string) => void;
  labels: { search: string; party: string; any: string };
  searchQuery: (businessId: string, search: string) => UseQueryOptions<Page<P>, Error, Page<P>, SearchKey>;
  partyQuery: (businessId: string, partyId: string) => UseQueryOptions<P, Error, P, PartyKey>;
}) {
  const { businessId } = useEmbed();
  const [debounced, setDebounced] = useState("");
  const results = useQuery(searchQuery(businessId, debounced));
  const parties = results.data?.results ?? [];
  const isChosenListed = !value || parties.some((party) => party.id === value);
  const chosen = useQuery({
    ...partyQuery(businessId, value),
    enabled: !isChosenListed && !results.isPending,
  });
  const options = !isChosenListed && chosen.data ? [chosen.data, ...parties] : parties;

  return (
    <div className="grid gap-2 sm:col-span-2 sm:grid-cols-2">
      <PartySearchField label={labels.search} onSearch={setDebounced} />
      <Field label={labels.party}>
        {(control) => (
          <select
            {...control}
            name={name}
            className="input"
            value={value}
            aria-busy={results.isFetching}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">{labels.any}</option>
            {options.map((party) => (
              <option key={party.id} value={party.id}>
                {party.display_name}
              </option>
            ))}
            {!isChosenListed && !chosen.data ? <option value={value}>{value}</option> : null}
          </select>
        )}
      </Field>
    </div>
  );
}
