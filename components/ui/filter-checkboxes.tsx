"use client";

/**
 * A list filter's choices as checkboxes: any number of them, a row matching one is listed. The choices stay in
 * `options`' order whatever order they were ticked in, so one choice always makes one URL. A hint, when given,
 * describes the whole group.
 */
export function FilterCheckboxes<Option extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  labelOf,
  hint,
}: {
  legend: string;
  name: string;
  options: readonly Option[];
  value: Option[];
  onChange: (value: Option[]) => void;
  labelOf: (option: Option) => string;
  hint?: { id: string; text: string };
}) {
  const toggle = (option: Option, isChecked: boolean) =>
    onChange(options.filter((each) => (each === option ? isChecked : value.includes(each))));
  return (
    <fieldset className="sm:col-span-2 lg:col-span-3" aria-describedby={hint?.id}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option} className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={option}
              checked={value.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
              className="h-4 w-4 accent-embed-active"
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hint.id} className="mt-1 text-xs text-embed-muted">
          {hint.text}
        </p>
      ) : null}
    </fieldset>
  );
}
