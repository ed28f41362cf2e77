/** The API's list envelope (lib/http/pagination.ts). */
export interface ApiPage<T> {
  count: number;
  page_info: { total_count: number; current_page: number; total_pages: number; page_size: number };
  results: T[];
}
