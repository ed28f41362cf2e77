import "server-only";
import type { BusinessResponse } from "../schemas/business";
import { embedConfig } from "./embed-config";
import { partnerToken } from "./partner-token";
import { platformRequest } from "./platform-request";

export interface BusinessPage {
  count: number;
  page_info: { total_count: number; current_page: number; total_pages: number; page_size: number };
  results: BusinessResponse[];
}

/**
 * The partner's businesses for the support console. Only the server holds the partner token, so the console's
 * business list is rendered on the server; each business then opens with a read-only business token.
 */
export async function searchPartnerBusinesses(search: string, page: number): Promise<BusinessPage> {
  const config = embedConfig();
  const query = new URLSearchParams({ page: String(page), page_size: "25" });
  if (search) query.set("search", search);
  return platformRequest<BusinessPage>(config, `/v1/platform/businesses/?${query}`, {
    headers: { Authorization: `Bearer ${await partnerToken(config)}` },
  });
}
