"use client";
import { useQuery } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMemo } from "react";
import type { z } from "zod";
import { useEmbed } from "@/components/embed/embed-context";
import { businessQuery } from "@/lib/api-client/business";
import { endOfDayInZone } from "@/lib/time/zone-day-end";

export type ListParams = Record<string, string>;

/**
 * A list's filters from the page URL, which holds the list endpoint's own parameters, so a copied link reproduces
 * the view. A parameter the API would refuse (a hand-edited link) is dropped rather than failing the page.
 */
export function validListParams(search: URLSearchParams, schema: z.ZodObject): ListParams {
  const raw: ListParams = {};
  for (const name of Object.keys(schema.shape)) {
    const value = search.get(name);
    if (value) raw[name] = value;
  }
  const result = schema.safeParse(raw);
  if (!result.success) for (const issue of result.error.issues) delete raw[String(issue.path[0])];
  return schema.safeParse(raw).success ? raw : {};
}

/**
 * The URL's filters and a setter that replaces them (back to page 1 unless a page is given). `request` is what to
 * send: the URL keeps "to" dates as the day a person picked, and the API reads a bare date as that day's start, so
 * each `*_end` date goes out as the end of that day in the business's zone. It is undefined until the zone is known.
 */
export function useListParams(schema: z.ZodObject) {
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const { businessId } = useEmbed();
  const business = useQuery(businessQuery(businessId));
  const params = useMemo(() => validListParams(search, schema), [search, schema]);
  const timeZone = business.data?.timezone;
  const request = useMemo(() => {
    const hasEndDate = Object.entries(params).some(
      ([n, v]) => n.endsWith("_end") && /^\d{4}-\d{2}-\d{2}$/.test(v),
    );
    if (!hasEndDate) return params;
    if (!timeZone) return undefined;
    return Object.fromEntries(
      Object.entries(params).map(([name, value]) =>
        name.endsWith("_end") && /^\d{4}-\d{2}-\d{2}$/.test(value)
          ? [name, endOfDayInZone(value, timeZone)]
          : [name, value],
      ),
    );
  }, [params, timeZone]);
  const setParams = (next: ListParams) => {
    const query = new URLSearchParams(Object.entries(next).filter(([, value]) => value !== ""));
    const text = query.toString();
    router.replace(text ? `${pathname}?${text}` : pathname, { scroll: false });
  };
  const setPage = (page: number) => setParams({ ...params, page: String(page) });
  return { params, request, setParams, setPage };
}
