import type { QueryClient, UseQueryResult } from "@tanstack/react-query";
import type { AllocatableCredit, AllocationTarget, CreditKind } from "./credit-allocation-model";

/**
 * One kind of credit as the shared allocation page sees it: how to read the credit and its candidate documents, how
 * to save a set, and what to refresh after. The hooks are called unconditionally by the page, which gets one kind.
 */
export interface CreditKindAdapter {
  kind: CreditKind;
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
  listPath: "vendor-credits" | "customer-credits";
}

/** The lines of either kind of credit as the page lists them. */
export const creditLines = (
  lines: readonly { memo: string | null; amount: number; sales_taxes: readonly { amount: number }[] }[],
) =>
  lines.map((line) => ({
    memo: line.memo,
    amountCents: line.amount,
    taxCents: line.sales_taxes.reduce((sum, tax) => sum + tax.amount, 0),
  }));

/** The stable part of a target query's key: the allocated ids sorted, so a refetch of the credit reuses it. */
export const allocatedIds = (credit: AllocatableCredit | undefined) =>
  credit ? [...credit.allocations.keys()].sort() : [];
