"use client";
import { type FormEvent, useState } from "react";
import { useMessages } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { parseMajorUnits, toMajorUnitsText } from "@/lib/money/major-units-input";
import type { ListParams } from "./list-params";

export type FilterField =
  | { kind: "text" | "date"; name: string; label: string }
  | {
      kind: "select";
      name: string;
      label: string;
      anyLabel: string;
      options: { value: string; label: string }[];
    }
  | { kind: "statuses"; name: string; label: string; options: { value: string; label: string }[] }
  /** An amount typed in major units, kept in the URL and sent as cents like the API's parameter. */
  | { kind: "money"; name: string; label: string; minorDigits: number };

const toDraft = (fields: FilterField[], params: ListParams): ListParams =>
  Object.fromEntries(
    fields.map((field) => {
      const value = params[field.name] ?? "";
      return [
        field.name,
        field.kind === "money" && value ? toMajorUnitsText(Number(value), field.minorDigits) : value,
      ];
    }),
  );

/**
 * A list's filters as a form: applied together (one request, one history entry) rather than on every keystroke.
 * Remount it with a key of the URL's filters so it follows back/forward navigation.
 */
export function FilterBar({
  fields,
  params,
  onApply,
}: {
  fields: FilterField[];
  params: ListParams;
  onApply: (next: ListParams) => void;
}) {
  const messages = useMessages();
  const m = messages.settlements;
  const [draft, setDraft] = useState(() => toDraft(fields, params));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: string, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: ListParams = {};
    const found: Record<string, string> = {};
    for (const field of fields) {
      const value = (draft[field.name] ?? "").trim();
      if (!value) continue;
      if (field.kind !== "money") next[field.name] = value;
      else {
        const cents = parseMajorUnits(value, field.minorDigits);
        if (Number.isNaN(cents)) found[field.name] = m.amountInvalid;
        else next[field.name] = String(cents);
      }
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(next);
  };
  return (
    <form onSubmit={onSubmit} aria-label={m.filters} className="card mb-4" noValidate>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {fields.map((field) =>
          field.kind === "statuses" ? (
            <fieldset key={field.name} className="flex flex-col gap-1">
              <legend className="text-sm font-medium">{field.label}</legend>
              <div className="flex flex-wrap gap-x-3 gap-y-1">
                {field.options.map((option) => {
                  const chosen = (draft[field.name] ?? "").split(",").filter(Boolean);
                  const isChecked = chosen.includes(option.value);
                  const toggle = () =>
                    set(
                      field.name,
                      (isChecked ? chosen.filter((v) => v !== option.value) : [...chosen, option.value]).join(
                        ",",
                      ),
                    );
                  return (
                    <label key={option.value} className="flex items-center gap-1 text-sm">
                      <input type="checkbox" checked={isChecked} onChange={toggle} />
                      {option.label}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ) : (
            <Field key={field.name} label={field.label} error={errors[field.name]}>
              {(control) =>
                field.kind === "select" ? (
                  <select
                    {...control}
                    className="input"
                    value={draft[field.name] ?? ""}
                    onChange={(event) => set(field.name, event.target.value)}
                  >
                    <option value="">{field.anyLabel}</option>
                    {field.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...control}
                    type={field.kind === "date" ? "date" : "text"}
                    inputMode={field.kind === "money" ? "decimal" : undefined}
                    className="input"
                    value={draft[field.name] ?? ""}
                    onChange={(event) => set(field.name, event.target.value)}
                  />
                )
              }
            </Field>
          ),
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className="btn-primary">
          {m.applyFilters}
        </button>
        <button type="button" className="btn-secondary" onClick={() => onApply({})}>
          {m.clearFilters}
        </button>
      </div>
    </form>
  );
}
