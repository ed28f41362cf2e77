import { describe, expect, it } from "vitest";
import { allocationSet, checkAllocations } from "./allocation-check";
import type { AllocatableCredit, AllocationTarget } from "./credit-allocation-model";

const credit = (allocations: [string, number][] = [], applied = 0): AllocatableCredit => ({
  id: "c",
  number: "CN-1",
  partyId: "v",
  partyName: "Acme",
  status: "received",
  currency: "SEK",
  issuedAt: null,
  memo: null,
  totalCents: 10_000,
  appliedCents: applied,
  unappliedCents: 10_000 - applied,
  isAllocatable: true,
  lines: [],
  allocations: new Map(allocations),
  version: "2026-01-01T00:00:00.000Z",
});
const target = (id: string, outstandingCents: number): AllocationTarget => ({
  id,
  number: id,
  statusKey: "bill_received",
  dueAt: null,
  totalCents: outstandingCents,
  outstandingCents,
});
const bills = [target("a", 6_000), target("b", 8_000)];

describe("checkAllocations", () => {
  it("accepts amounts within each bill and the credit, and lists the non-zero ones", () => {
    const check = checkAllocations({ a: "60.00", b: "40", c: "" }, bills, credit(), 2);
    expect(check).toMatchObject({ totalCents: 10_000, isValid: true, isChanged: true });
    expect(allocationSet(check)).toEqual([
      { targetId: "a", amount: 6_000 },
      { targetId: "b", amount: 4_000 },
    ]);
  });

  it("refuses more than a bill's outstanding balance, naming the room", () => {
    const check = checkAllocations({ a: "60.01" }, bills, credit(), 2);
    expect(check.problems.get("a")).toEqual({ kind: "overOutstanding", roomCents: 6_000 });
    expect(check.isValid).toBe(false);
  });

  it("counts what this credit already applies to a bill as room on it, since the set is replaced", () => {
    const applied = credit([["a", 2_000]], 2_000);
    const check = checkAllocations({ a: "80", b: "20" }, [target("a", 6_000), bills[1]!], applied, 2);
    expect(check.problems.size).toBe(0);
    expect(check.isValid).toBe(true);
  });

  it("refuses a set above everything the credit can apply, applied part included", () => {
    const check = checkAllocations({ a: "60", b: "40.01" }, bills, credit([["a", 1_000]], 1_000), 2);
    expect(check).toMatchObject({ isOverCredit: true, capacityCents: 10_000, isValid: false });
  });

  it("marks text that is not an amount, and sees no change when the amounts equal the current set", () => {
    expect(checkAllocations({ a: "12.345" }, bills, credit(), 2).problems.get("a")).toEqual({
      kind: "notAmount",
    });
    expect(checkAllocations({ a: "10.00" }, bills, credit([["a", 1_000]], 1_000), 2).isChanged).toBe(false);
  });
});
