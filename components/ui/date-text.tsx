"use client";
import { useLocale } from "@/components/embed/embed-context";
import { formatDate } from "@/lib/i18n/format";

/** A calendar date or timestamp in the viewer's locale, machine-readable in `dateTime`. */
export function DateText({ value }: { value: string | null | undefined }) {
  const locale = useLocale();
  if (!value) return <span>—</span>;
  return <time dateTime={value}>{formatDate(value, locale)}</time>;
}
