import type { QueryClient, UseQueryResult } from "@tanstack/react-query";
import type { Messages } from "@/lib/i18n/catalog";
import type { AllocatableCredit, AllocationTarget, CreditKind } from "./credit-allocation-model";

type CreditMessage = keyof Messages["credits"];

/** The credits messages that name one kind's party, its date and the documents it settles. */
export interface CreditKindWords {
  listTitle: CreditMessage;
  backToList: CreditMessage;
  party: CreditMessage;
  anyParty: CreditMessage;
  partyExternalId: CreditMessage;
  issued: CreditMessage;
  issuedFrom: CreditMessage;
  issuedTo: CreditMessage;
  document: CreditMessage;
  applyToDocuments: CreditMessage;
  noOpenDocuments: CreditMessage;
}

/**
 * One kind of credit as the shared allocation page sees it: how to read the credit and its candidate documents, how
 * to save a set, and what to refresh after. The hooks are called unconditionally by the page, which gets one kind.
 */
export interface CreditKindAdapter {
  words: CreditKindWords;
  useCredit(businessId: string, creditId: string): UseQueryResult<AllocatableCredit>;
  useTargets(businessId: string, credit: AllocatableCredit | undefined): UseQueryResult<AllocationTarget[]>;
  saveAllocations(
    businessId: string,
    creditId: string,
    set: { targetId: string; amount: number }[],
    /** The credit's version as read (AllocatableCredit.version). */
    version: string,
  ): Promise<unknown>;
  /** The credit's kind and the documents it settles: both change when a set is saved. */
  invalidate(queryClient: QueryClient, businessId: string): Promise<unknown>;
  listPath: `${CreditKind}-credits`;
}
