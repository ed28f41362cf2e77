import { ApiError, type ErrorDetails } from "../http/api-error";

export interface DesiredAllocation {
  targetId: string;
  amount: number;
  /** Position in the request, for error paths. */
  index: number;
}

/** An allocation in force: a credit's amount on one bill or invoice. */
export interface ActiveAllocation {
  id: string;
  targetId: string;
  amountCents: number;
}

/**
 * The requested set by target (`allocations.<i>.<field>` names it); a target named twice is 400, since the set says
 * one amount per target.
 */
export function desiredAllocations<K extends string>(
  requested: readonly ({ amount: number } & Record<K, string>)[],
  field: K,
): Map<string, DesiredAllocation> {
  const desired = new Map<string, DesiredAllocation>();
  const details: ErrorDetails = {};
  requested.forEach((allocation, index) => {
    const targetId = allocation[field].toLowerCase();
    if (desired.has(targetId)) {
      details[`allocations.${index}.${field}`] = [`This ${field.replace(/_id$/, "")} is listed twice.`];
    } else desired.set(targetId, { targetId, amount: allocation.amount, index });
  });
  if (Object.keys(details).length > 0) throw ApiError.validation(details);
  return desired;
}

export interface AllocationPlan<A extends ActiveAllocation> {
  /** Active rows to unapply: targets left out, and targets whose amount changes. */
  removed: A[];
  /** Allocations to insert: new targets, and changed amounts. */
  added: DesiredAllocation[];
  /** Per target, what the removed rows give back to its outstanding balance. */
  released: Map<string, number>;
  /** Every target touched, ascending: the order their row locks are taken in. */
  targetIds: string[];
  appliedCents: number;
}

/** decisions.md §6: the change that makes `desired` the allocation set; an unchanged amount keeps its row. */
export function planAllocations<A extends ActiveAllocation>(
  active: readonly A[],
  desired: ReadonlyMap<string, DesiredAllocation>,
): AllocationPlan<A> {
  const removed = active.filter((row) => desired.get(row.targetId)?.amount !== row.amountCents);
  const kept = new Set(active.filter((row) => !removed.includes(row)).map((row) => row.targetId));
  const added = [...desired.values()].filter((allocation) => !kept.has(allocation.targetId));
  const released = new Map<string, number>();
  for (const row of removed) released.set(row.targetId, (released.get(row.targetId) ?? 0) + row.amountCents);
  const targetIds = [
    ...new Set([...removed.map((row) => row.targetId), ...added.map((a) => a.targetId)]),
  ].sort();
  const appliedCents = [...desired.values()].reduce((sum, allocation) => sum + allocation.amount, 0);
  return { removed, added, released, targetIds, appliedCents };
}
