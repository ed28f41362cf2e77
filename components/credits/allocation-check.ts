import { parseMajorUnits } from "@/lib/money/major-units-input";
import type { AllocatableCredit, AllocationTarget } from "./credit-allocation-model";

export type AmountProblem = { kind: "notAmount" } | { kind: "overOutstanding"; roomCents: number };

export interface AllocationCheck {
  /** Cents typed per document; an empty input is 0 (not applied). */
  amounts: Map<string, number>;
  problems: Map<string, AmountProblem>;
  totalCents: number;
  /** What the whole set may add up to: the credit's applied plus unapplied amount. */
  capacityCents: number;
  isOverCredit: boolean;
  isChanged: boolean;
  isValid: boolean;
}

/**
 * Checks typed amounts as the API will. The PUT replaces the credit's allocation set, so what this credit already
 * applies to a document is given back before the new amount is taken: a document takes up to its outstanding balance
 * plus this credit's current amount on it, and the set up to everything the credit can apply (applied + unapplied),
 * not just what is unapplied now.
 */
export function checkAllocations(
  inputs: Readonly<Record<string, string>>,
  targets: readonly AllocationTarget[],
  credit: AllocatableCredit,
  minorDigits: number,
): AllocationCheck {
  const amounts = new Map<string, number>();
  const problems = new Map<string, AmountProblem>();
  for (const target of targets) {
    const text = inputs[target.id] ?? "";
    const cents = text.trim() === "" ? 0 : parseMajorUnits(text, minorDigits);
    if (Number.isNaN(cents)) {
      problems.set(target.id, { kind: "notAmount" });
      continue;
    }
    amounts.set(target.id, cents);
    const roomCents = target.outstandingCents + (credit.allocations.get(target.id) ?? 0);
    if (cents > roomCents) problems.set(target.id, { kind: "overOutstanding", roomCents });
  }
  const totalCents = [...amounts.values()].reduce((sum, cents) => sum + cents, 0);
  const capacityCents = credit.appliedCents + credit.unappliedCents;
  const isOverCredit = totalCents > capacityCents;
  const isChanged = targets.some((t) => (amounts.get(t.id) ?? -1) !== (credit.allocations.get(t.id) ?? 0));
  return {
    amounts,
    problems,
    totalCents,
    capacityCents,
    isOverCredit,
    isChanged,
    isValid: problems.size === 0 && !isOverCredit,
  };
}

/** The request's set: every document with an amount above zero (one left out is unapplied). */
export const allocationSet = (check: AllocationCheck) =>
  [...check.amounts].filter(([, cents]) => cents > 0).map(([targetId, amount]) => ({ targetId, amount }));
