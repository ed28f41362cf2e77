"use client";
import { useEffect, useState } from "react";
import { Field } from "./field";

const SEARCH_DELAY_MS = 250;

/**
 * The search box of a party picker (PartySearchSelect in forms, PartyFilterPicker in list filters): what was typed,
 * trimmed, reaches `onSearch` once typing pauses, so the server is asked once per pause, not per key.
 */
export function PartySearchField({
  label,
  hint,
  onSearch,
}: {
  label: string;
  hint?: string;
  onSearch: (search: string) => void;
}) {
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => onSearch(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, onSearch]);
  return (
    <Field label={label} hint={hint}>
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
  );
}
