"use client";
import { useSearchParams } from "next/navigation";
import { useCallback } from "react";

/** `YYYY-MM-DD` of today in the viewer's time zone (the Canadian English format is ISO). */
export const todayIso = () => new Date().toLocaleDateString("en-CA");
export const startOfYearIso = () => `${todayIso().slice(0, 4)}-01-01`;

/**
 * A report's options live in the URL, so a link (or a reload) reproduces the view. Updates use the History API,
 * which Next's router follows without a server round trip; `replace` keeps the back button for real navigation.
 */
export function useUrlParams<K extends string>(
  defaults: Record<K, string>,
): [Record<K, string>, (changes: Partial<Record<K, string>>) => void] {
  const searchParams = useSearchParams();
  // Recomputed each render: a handful of keys, and React Query compares its keys by value anyway.
  const values = { ...defaults };
  for (const key of Object.keys(defaults) as K[]) {
    const value = searchParams.get(key);
    if (value) values[key] = value;
  }
  const update = useCallback((changes: Partial<Record<K, string>>) => {
    const next = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    window.history.replaceState(null, "", `?${next.toString()}`);
  }, []);
  return [values, update];
}
