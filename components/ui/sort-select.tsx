"use client";
import { useId } from "react";

/** A list's order, as a labelled select of the orders its API offers, each worded by the caller. */
export function SortSelect<Sort extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Sort;
  options: readonly { value: Sort; label: string }[];
  onChange: (sort: Sort) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-embed-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Sort)}
        className="input w-auto"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
