"use client";
import { Field } from "./field";

/** One text, date or number filter of a list's filter form, with its label, hint and error. */
export function FilterTextInput({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  type = "text",
  inputMode,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  type?: "text" | "date" | "search";
  inputMode?: "decimal";
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          type={type}
          inputMode={inputMode}
          className="input"
        />
      )}
    </Field>
  );
}
