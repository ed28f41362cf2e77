"use client";
import { useEmbed, useMessages } from "@/components/embed/embed-context";
import { platformCsv } from "@/lib/api-client/platform-download";
import type { DetailLevel } from "@/lib/schemas/report-query";
import { ChoiceToggle } from "./choice-toggle";
import { CsvDownloadButton } from "./csv-download-button";
import { DateInput } from "./date-input";
import { useBusinessToday, useUrlParams } from "./use-url-params";

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

/** A period report's query, kept in the URL: the business's year to date in summary unless the link says otherwise. */
export function usePeriodReport() {
  const { today, startOfYear } = useBusinessToday();
  const [params, setParams] = useUrlParams({ start: startOfYear, end: today, detail: "summary" });
  const query = {
    start_date: params.start,
    end_date: params.end,
    detail_level: asDetailLevel(params.detail),
  };
  return { params, setParams, query };
}

/** A period report's options: its dates, its detail level and its CSV (`{name}-{start}-{end}.csv`). */
export function PeriodReportOptions({
  report: { params, setParams, query },
  path,
  name,
}: {
  report: ReturnType<typeof usePeriodReport>;
  path: string;
  name: string;
}) {
  const { businessId } = useEmbed();
  return (
    <>
      <PeriodInputs start={params.start} end={params.end} onChange={setParams} />
      <DetailToggle value={query.detail_level} onChange={(detail) => setParams({ detail })} />
      <CsvDownloadButton
        download={() => platformCsv(businessId, path, query, `${name}-${query.start_date}-${query.end_date}`)}
      />
    </>
  );
}
