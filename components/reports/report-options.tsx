"use client";
import { useMessages } from "@/components/embed/embed-context";
import type { DetailLevel } from "@/lib/schemas/report-query";
import { ChoiceToggle } from "./choice-toggle";
import { DateInput } from "./date-input";

export const asDetailLevel = (value: string): DetailLevel => (value === "detailed" ? "detailed" : "summary");

export function DetailToggle({
  value,
  onChange,
}: {
  value: DetailLevel;
  onChange: (value: DetailLevel) => void;
}) {
  const messages = useMessages();
  return (
    <ChoiceToggle
      legend={messages.reports.detailLevel}
      value={value}
      onChange={onChange}
      options={[
        { value: "summary", label: messages.reports.summary },
        { value: "detailed", label: messages.reports.detailed },
      ]}
    />
  );
}

/** From and to of a period report. */
export function PeriodInputs({
  start,
  end,
  onChange,
}: {
  start: string;
  end: string;
  onChange: (changes: { start?: string; end?: string }) => void;
}) {
  const messages = useMessages();
  return (
    <>
      <DateInput
        label={messages.reports.startDate}
        value={start}
        onChange={(value) => onChange({ start: value })}
      />
      <DateInput
        label={messages.reports.endDate}
        value={end}
        onChange={(value) => onChange({ end: value })}
      />
    </>
  );
}
