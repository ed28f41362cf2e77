import type { Page } from "../http/pagination";
import { platformRequest, type QueryValue } from "./platform-client";

/** More than one party's open documents ever needs on one screen; the loop stops there rather than run away. */
const MAX_PAGES = 20;

/** Every page of a list endpoint at the largest page size, for screens that must see the whole set (open bills). */
export async function fetchAllPages<T>(
  businessId: string,
  path: string,
  query: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const body = await platformRequest<Page<T>>(businessId, path, {
      query: { ...query, page, page_size: 100 },
      signal,
    });
    rows.push(...body.results);
    if (page >= body.page_info.total_pages) break;
  }
  return rows;
}
