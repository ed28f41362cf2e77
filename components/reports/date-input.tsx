"use client";
import { useState } from "react";
import { Field } from "@/components/ui/field";

/** A whole date from this century or the last: a year still being typed (0002, 0020…) is not a report date. */
const isCompleteDate = (value: string) => /^(19|20)\d{2}-\d{2}-\d{2}$/.test(value);

/** A report date; a half-typed or cleared value is not sent to the URL (the report keeps its last good date). */
export function DateInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    // The URL changed from elsewhere (back button, a link): show it.
    setCommitted(value);
    setDraft(value);
  }
  return (
    <Field label={label} className="w-40">
      {(control) => (
        <input
          {...control}
          type="date"
          className="input"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (isCompleteDate(event.target.value)) {
              setCommitted(event.target.value);
              onChange(event.target.value);
            }
          }}
        />
      )}
    </Field>
  );
}
