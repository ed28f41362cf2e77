"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useEmbed } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { customerQuery, customerSearchQuery } from "@/lib/api-client/customers";

const SEARCH_DELAY_MS = 250;

/**
 * Picks one customer for the `customer_id` filter: a search box narrows the list server-side (GET /customers/
 * `search`), a select holds the choice. A chosen customer missing from the results (a shared link) is fetched alone.
 */
export function CustomerPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (customerId: string) => void;
}) {
  const { businessId, messages } = useEmbed();
  const [search, setSearch] = useState("");
  const [debounced, setDebounced] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const results = useQuery(customerSearchQuery(businessId, debounced));
  const customers = results.data?.results ?? [];
  const isChosenListed = !value || customers.some((customer) => customer.id === value);
  const chosen = useQuery({
    ...customerQuery(businessId, value),
    enabled: !isChosenListed && !results.isPending,
  });
  const options = !isChosenListed && chosen.data ? [chosen.data, ...customers] : customers;

  return (
    <div className="grid gap-2 sm:col-span-2 sm:grid-cols-2">
      <Field label={messages.invoiceFilters.customerSearch}>
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
      <Field label={messages.invoiceFilters.customer}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={value}
            aria-busy={results.isFetching}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">{messages.invoiceFilters.anyCustomer}</option>
            {options.map((customer) => (
              <option key={customer.id} value={customer.id}>
                {customer.display_name}
              </option>
            ))}
            {!isChosenListed && !chosen.data ? <option value={value}>{value}</option> : null}
          </select>
        )}
      </Field>
    </div>
  );
}
