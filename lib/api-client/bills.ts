import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { Page } from "../http/pagination";
import type { BillResponse } from "../schemas/bill";
import type { CreateBillInput } from "../schemas/bill-input";
import { billListApiQuery, type BillListParams } from "../schemas/bill-list-params";
import { platformRequest } from "./platform-client";

/** The list's state from its URL (lib/schemas/bill-list-params.ts) and the page size. */
export interface BillListFilters extends BillListParams {
  pageSize: number;
}

export const billsKeys = {
  all: (businessId: string) => ["bills", businessId] as const,
  lists: (businessId: string) => [...billsKeys.all(businessId), "list"] as const,
  list: (businessId: string, filters: BillListFilters) => [...billsKeys.lists(businessId), filters] as const,
  detail: (businessId: string, billId: string) => [...billsKeys.all(businessId), "detail", billId] as const,
};

/** A page of bills, newest first, filtered; the previous page stays on screen while the next one loads. */
export const billsListQuery = (businessId: string, filters: BillListFilters) =>
  queryOptions({
    queryKey: billsKeys.list(businessId, filters),
    queryFn: ({ signal }) =>
      platformRequest<Page<BillResponse>>(businessId, "/bills/", {
        query: billListApiQuery(filters, filters.pageSize),
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const billQuery = (businessId: string, billId: string) =>
  queryOptions({
    queryKey: billsKeys.detail(businessId, billId),
    queryFn: ({ signal }) => platformRequest<BillResponse>(businessId, `/bills/${billId}/`, { signal }),
  });

/**
 * Endpoint 3. Idempotent on `external_id`: sending the same form twice returns the first bill (200). With a document
 * the body is large, so the share sent is reported.
 */
export const createBill = (
  businessId: string,
  input: CreateBillInput,
  onUploadProgress?: (sentFraction: number) => void,
) =>
  platformRequest<BillResponse>(businessId, "/bills/", {
    method: "POST",
    body: input,
    onUploadProgress,
  });
