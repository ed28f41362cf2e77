import type { QueryKey, UseQueryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { ListParams } from "@/components/settlements/list-params";
import type { PartyOption } from "@/lib/api-client/party-options";
import type { Page } from "@/lib/http/pagination";
import type { AllocatableCredit } from "./credit-allocation-model";

/** One kind's list endpoint as the credit list reads it: its query, its statuses and its filters' parameter names. */
export interface CreditListSource<Response, ListKey extends QueryKey, PartiesKey extends QueryKey> {
  schema: z.ZodObject;
  listQuery(
    businessId: string,
    request: ListParams,
  ): UseQueryOptions<Page<Response>, Error, Page<Response>, ListKey>;
  toAllocatable(credit: Response): AllocatableCredit;
  statuses: readonly string[];
  partyOptionsQuery(businessId: string): UseQueryOptions<PartyOption[], Error, PartyOption[], PartiesKey>;
  /** `vendor_id` or `customer_id`, and so on; `issued` is the date's field, filtered as `<issued>_start`/`_end`. */
  filterNames: { party: string; partyExternalId: string; issued: string };
}
