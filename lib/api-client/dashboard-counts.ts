import { queryOptions } from "@tanstack/react-query";
import { platformRequest, type QueryValue } from "./platform-client";

/** The lists behind the dashboard's "next things to do": only their counts are read (one row per request). */
export const TODO_LISTS = {
  overdueInvoices: "/invoices/",
  billsDueThisWeek: "/bills/",
  transactionsToCategorize: "/bank-transactions/",
} as const;
export type TodoList = keyof typeof TODO_LISTS;

export const dashboardCountQuery = (businessId: string, list: TodoList, query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: ["dashboard-count", businessId, list, query] as const,
    queryFn: async ({ signal }) => {
      const page = await platformRequest<{ count: number }>(businessId, TODO_LISTS[list], {
        query: { ...query, page_size: 1 },
        signal,
      });
      return page.count;
    },
  });
