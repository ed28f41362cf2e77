import { queryOptions } from "@tanstack/react-query";
import type { BusinessResponse } from "../schemas/business";
import { platformRequest } from "./platform-client";

export const businessKeys = {
  all: (businessId: string) => ["business", businessId] as const,
  detail: (businessId: string) => [...businessKeys.all(businessId), "detail"] as const,
};

/** The business itself: its name, base currency and time zone head every page. */
export const businessQuery = (businessId: string) =>
  queryOptions({
    queryKey: businessKeys.detail(businessId),
    queryFn: ({ signal }) => platformRequest<BusinessResponse>(businessId, "/", { signal }),
    staleTime: 5 * 60_000,
  });
