import type { PaginationQuery } from "../schemas/common";

export interface Page<T> {
  count: number;
  page_info: { total_count: number; current_page: number; total_pages: number; page_size: number };
  results: T[];
}

export function pageOffset(query: PaginationQuery): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

/** The spec's envelope. A page past the end keeps the true count and returns no results. */
export function toPage<T>(query: PaginationQuery, total: number, results: T[]): Page<T> {
  return {
    count: total,
    page_info: {
      total_count: total,
      current_page: query.page,
      total_pages: Math.ceil(total / query.page_size),
      page_size: query.page_size,
    },
    results,
  };
}
