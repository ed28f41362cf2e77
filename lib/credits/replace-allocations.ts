import { ApiError, type ErrorDetails } from "../http/api-error";
import type { ActiveAllocation, AllocationPlan, DesiredAllocation } from "./allocation-set";
import { planAllocations } from "./allocation-set";

export interface CreditFacts {
  totalCents: number;
  appliedCents: number;
  /** Part of the credit paid back by refunds: no longer there to apply. */
  refundedCents?: number;
}

/**
 * What replacing a credit's allocation set needs to know of one kind of credit (vendor or customer) and its targets
 * (bills or invoices). Each method works in the caller's transaction, on the credit it was made for.
 */
export interface AllocationStore<C extends CreditFacts, A extends ActiveAllocation, T> {
  /** `bill` or `invoice`, and the request field naming one (`bill_id`). */
  noun: string;
  field: string;
  /** The sentence a 400 for another party's or currency's target starts with. */
  mismatchMessage: string;
  active(): Promise<A[]>;
  existingTargetIds(ids: readonly string[]): Promise<Set<string>>;
  lock(targetId: string): Promise<T>;
  /** Why the credit may never go to this target (another party, another currency): 400. */
  mismatch(target: T): string | undefined;
  /** Why the target cannot take a credit now (voided, not approved, a draft): 409. */
  blocked(target: T): { message: string; detail: string } | undefined;
  name(target: T): string;
  outstanding(target: T): number;
  unapply(rows: readonly A[]): Promise<void>;
  apply(target: T, allocation: DesiredAllocation, isSettling: boolean): Promise<void>;
  settle(targetId: string): Promise<void>;
  saveApplied(appliedCents: number): Promise<C>;
}

/**
 * Makes `desired` the credit's allocation set (decisions.md §6): a target left out is unapplied, an unchanged amount
 * keeps its row, a changed one is unapplied and applied anew. Call inside a transaction with the credit already
 * locked; the targets are locked here in ascending id order, so concurrent requests queue on the same locks and
 * re-read what the winner wrote. Refuses with 400/409 before changing anything.
 */
export async function replaceCreditAllocations<C extends CreditFacts, A extends ActiveAllocation, T>(
  credit: C,
  desired: ReadonlyMap<string, DesiredAllocation>,
  store: AllocationStore<C, A, T>,
): Promise<C> {
  const plan = planAllocations(await store.active(), desired);
  if (plan.removed.length === 0 && plan.added.length === 0) return credit;
  const available = credit.totalCents - (credit.refundedCents ?? 0);
  if (plan.appliedCents > available) {
    throw ApiError.conflict(
      `The allocations (${plan.appliedCents} cents) would exceed the credit's unapplied amount: it has ` +
        `${available} cents to apply in all, ${available - credit.appliedCents} of them unapplied now.`,
      { allocations: [`At most ${available} cents in all.`] },
    );
  }
  await assertTargetsExist(store, plan.added);
  const locked = new Map<string, T>();
  for (const targetId of plan.targetIds) locked.set(targetId, await store.lock(targetId));
  assertAllocatable(store, plan, locked);

  await store.unapply(plan.removed);
  for (const allocation of plan.added) {
    const target = locked.get(allocation.targetId)!;
    const room = store.outstanding(target) + (plan.released.get(allocation.targetId) ?? 0);
    await store.apply(target, allocation, allocation.amount === room);
  }
  for (const targetId of plan.targetIds) await store.settle(targetId);
  return store.saveApplied(plan.appliedCents);
}

/** 400 for a target the business does not have; read without locks, since bills and invoices are never deleted. */
async function assertTargetsExist<T>(
  store: AllocationStore<CreditFacts, ActiveAllocation, T>,
  added: readonly DesiredAllocation[],
) {
  if (added.length === 0) return;
  const found = await store.existingTargetIds(added.map((allocation) => allocation.targetId));
  const missing = added.filter((allocation) => !found.has(allocation.targetId));
  if (missing.length === 0) return;
  throw ApiError.validation(
    Object.fromEntries(
      missing.map((a) => [
        `allocations.${a.index}.${store.field}`,
        [`No ${store.noun} with this id in this business.`],
      ]),
    ),
  );
}

/**
 * Checked on the locked targets: the credit's party and currency (400), a target that can take a credit (409), and no
 * more than its outstanding balance, counting what this credit already had on it (409).
 */
function assertAllocatable<T>(
  store: AllocationStore<CreditFacts, ActiveAllocation, T>,
  plan: AllocationPlan<ActiveAllocation>,
  locked: ReadonlyMap<string, T>,
) {
  const details: ErrorDetails = {};
  for (const allocation of plan.added) {
    const mismatch = store.mismatch(locked.get(allocation.targetId)!);
    if (mismatch) details[`allocations.${allocation.index}.${store.field}`] = [mismatch];
  }
  if (Object.keys(details).length > 0) throw ApiError.validation(details, store.mismatchMessage);
  for (const allocation of plan.added) {
    const target = locked.get(allocation.targetId)!;
    const blocked = store.blocked(target);
    if (blocked) {
      throw ApiError.conflict(blocked.message, {
        [`allocations.${allocation.index}.${store.field}`]: [blocked.detail],
      });
    }
    const room = store.outstanding(target) + (plan.released.get(allocation.targetId) ?? 0);
    if (allocation.amount > room) {
      throw ApiError.conflict(
        `Applying ${allocation.amount} cents would exceed the outstanding balance of ${store.name(target)} (${room} cents).`,
        {
          [`allocations.${allocation.index}.amount`]: [
            `At most ${room} cents: the ${store.noun}'s outstanding balance.`,
          ],
        },
      );
    }
  }
}
