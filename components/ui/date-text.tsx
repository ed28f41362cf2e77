"use client";
import { useLocale, useTimeZone } from "@/components/embed/embed-context";
import { formatDate } from "@/lib/i18n/format";

/** A calendar date or timestamp in the viewer's locale and the business's day, machine-readable in `dateTime`. */
export function DateText({ value }: { value: string | null | undefined }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  if (!value) return <span>—</span>;
  return <time dateTime={value}>{formatDate(value, locale, timeZone)}</time>;
}
