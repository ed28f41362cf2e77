import { type QueryKey, useQuery, type UseQueryOptions } from "@tanstack/react-query";
import type { CreditTargetScope } from "@/lib/api-client/credit-targets";
import type { AllocatableCredit, AllocationTarget, CreditKind } from "./credit-allocation-model";
import type { CreditKindAdapter, CreditKindWords } from "./credit-kind";

/** What differs between the kinds: their queries, their API's allocation shape, their key prefixes, their words. */
export interface CreditKindConfig<
  Response,
  Document,
  AllocationInput,
  CreditKey extends QueryKey,
  DocumentsKey extends QueryKey,
> {
  kind: CreditKind;
  words: CreditKindWords;
  creditQuery(businessId: string, creditId: string): UseQueryOptions<Response, Error, Response, CreditKey>;
  toAllocatable(credit: Response): AllocatableCredit;
  /** The party's open documents in the credit's currency, plus those the credit is applied to now. */
  targetsQuery(
    businessId: string,
    scope: CreditTargetScope,
  ): UseQueryOptions<Document[], Error, Document[], DocumentsKey>;
  toTarget(document: Document): AllocationTarget;
  saveAllocations(
    businessId: string,
    creditId: string,
    allocations: AllocationInput[],
    version: string,
  ): Promise<unknown>;
  /** One allocation as the API takes it (`{ bill_id, amount }`, `{ invoice_id, amount }`). */
  allocationInput(targetId: string, amount: number): AllocationInput;
  creditKeys: { all(businessId: string): QueryKey };
  documentKeys: { all(businessId: string): QueryKey };
}

/** The stable part of a target query's key: the allocated ids sorted, so a refetch of the credit reuses it. */
const allocatedIds = (credit: AllocatableCredit | undefined) =>
  credit ? [...credit.allocations.keys()].sort() : [];

/** One kind's adapter for the allocation page, from what differs between the kinds. */
export function defineCreditKind<
  Response,
  Document,
  AllocationInput,
  CreditKey extends QueryKey,
  DocumentsKey extends QueryKey,
>(config: CreditKindConfig<Response, Document, AllocationInput, CreditKey, DocumentsKey>): CreditKindAdapter {
  return {
    words: config.words,
    listPath: `${config.kind}-credits`,
    useCredit: (businessId, creditId) =>
      useQuery({ ...config.creditQuery(businessId, creditId), select: config.toAllocatable }),
    useTargets: (businessId, credit) =>
      useQuery({
        ...config.targetsQuery(businessId, {
          partyId: credit?.partyId ?? "",
          currency: credit?.currency ?? "",
          allocatedIds: allocatedIds(credit),
        }),
        enabled: Boolean(credit?.isAllocatable),
        select: (documents) => documents.map(config.toTarget),
      }),
    saveAllocations: (businessId, creditId, set, version) =>
      config.saveAllocations(
        businessId,
        creditId,
        set.map(({ targetId, amount }) => config.allocationInput(targetId, amount)),
        version,
      ),
    invalidate: (queryClient, businessId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: config.creditKeys.all(businessId) }),
        queryClient.invalidateQueries({ queryKey: config.documentKeys.all(businessId) }),
      ]),
  };
}
