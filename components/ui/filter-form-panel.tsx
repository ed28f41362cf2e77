"use client";
import type { FormEvent, ReactNode } from "react";
import { FilterPanel } from "./filter-panel";

/**
 * A FilterPanel driven by a useFilterForm: Apply submits the form's values, Clear empties the form at once and then
 * the URL (`onClear`). `text` is the list's filter catalogue, which names the panel and its buttons.
 */
export function FilterFormPanel({
  text,
  activeCount,
  form,
  onClear,
  children,
}: {
  text: { label: string; toggle: string; activeCount: string; apply: string; clear: string };
  activeCount: number;
  form: { submit: (event: FormEvent<HTMLFormElement>) => void; clear: () => void };
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <FilterPanel
      label={text.label}
      toggleText={text.toggle}
      activeCount={activeCount}
      activeCountText={text.activeCount}
      applyText={text.apply}
      clearText={text.clear}
      onClear={() => {
        form.clear();
        onClear();
      }}
      onSubmit={form.submit}
    >
      {children}
    </FilterPanel>
  );
}
