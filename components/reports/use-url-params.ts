"use client";
import { useSearchParams } from "next/navigation";
import { useCallback, useState } from "react";
import { useTimeZone } from "@/components/embed/embed-context";
import { todayIn } from "@/lib/i18n/format";

/** The business's today and the first day of its year, `YYYY-MM-DD`: a report's default dates. */
export function useBusinessToday() {
  const today = todayIn(useTimeZone());
  return { today, startOfYear: `${today.slice(0, 4)}-01-01` };
}

/**
 * A report's options live in the URL, so a link (or a reload) reproduces the view. Updates use the History API,
 * which Next's router follows without a server round trip. Next applies that in a transition, so the query string
 * is also held in state: a radio or date shows its new value at once instead of snapping back until then.
 */
export function useUrlParams<K extends string>(
  defaults: Record<K, string>,
): [Record<K, string>, (changes: Partial<Record<K, string>>) => void] {
  const searchParams = useSearchParams();
  const fromRouter = searchParams.toString();
  const [query, setQuery] = useState(fromRouter);
  const [routerQuery, setRouterQuery] = useState(fromRouter);
  if (fromRouter !== routerQuery) {
    // The URL changed from elsewhere (back button, a link): follow it.
    setRouterQuery(fromRouter);
    setQuery(fromRouter);
  }
  const current = new URLSearchParams(query);
  const values = { ...defaults };
  for (const key of Object.keys(defaults) as K[]) {
    const value = current.get(key);
    if (value) values[key] = value;
  }
  const update = useCallback((changes: Partial<Record<K, string>>) => {
    const next = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setQuery(next.toString());
    window.history.replaceState(null, "", `?${next.toString()}`);
  }, []);
  return [values, update];
}
