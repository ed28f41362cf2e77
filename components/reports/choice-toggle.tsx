"use client";
import { useId } from "react";

/**
 * A small set of exclusive choices as native radio buttons in a fieldset (arrow keys move between them, the legend
 * names the group), styled as a segmented control: each radio is transparent over its label, so it stays the thing
 * that is clicked and focused.
 */
export function ChoiceToggle<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-embed-text">{legend}</legend>
      <div className="inline-flex flex-wrap rounded-embed border border-embed-border p-0.5">
        {options.map((option) => (
          <label
            key={option.value}
            className={`relative cursor-pointer rounded-embed px-3 py-1.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-embed-active ${
              option.value === value ? "bg-embed-active text-embed-on-active" : "text-embed-muted"
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 cursor-pointer opacity-0"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
