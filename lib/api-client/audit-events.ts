import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { AuditEventResponse } from "../schemas/audit-event";
import type { ApiPage } from "./page";
import { platformRequest } from "./platform-client";

export interface AuditFilters {
  resource_type?: string;
  resource_id?: string;
  search?: string;
  page: number;
}

export const auditKeys = {
  all: (businessId: string) => ["audit-events", businessId] as const,
  list: (businessId: string, filters: AuditFilters) =>
    [...auditKeys.all(businessId), "list", filters] as const,
};

export const auditEventsQuery = (businessId: string, filters: AuditFilters) =>
  queryOptions({
    queryKey: auditKeys.list(businessId, filters),
    queryFn: ({ signal }) =>
      platformRequest<ApiPage<AuditEventResponse>>(businessId, "/audit-events/", {
        query: { ...filters, page_size: 25 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
