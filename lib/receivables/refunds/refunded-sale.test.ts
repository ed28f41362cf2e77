import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { saleTakenBack } from "./refunded-sale";

describe("saleTakenBack", () => {
  it("takes back each account's share of a payment, and the whole sale once the refund is paid", () => {
    const sale = [
      { accountId: "revenue", cents: 800 },
      { accountId: "tax", cents: 200 },
    ];
    expect(saleTakenBack(sale, 1000, 0, 250)).toEqual([
      { accountId: "revenue", cents: 200 },
      { accountId: "tax", cents: 50 },
    ]);
    expect(saleTakenBack(sale, 1000, 0, 1000)).toEqual(sale);
  });

  it("adds up to the cumulative share after every payment, and to the whole sale after the last", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 6 }),
        (weights, payments) => {
          const sale = weights.map((cents, index) => ({ accountId: `a${index}`, cents }));
          const saleCents = weights.reduce((sum, cents) => sum + cents, 0);
          const refunded = payments.reduce((sum, cents) => sum + cents, 0);
          const taken = new Map<string, number>();
          let paid = 0;
          for (const payment of payments) {
            const part = saleTakenBack(sale, refunded, paid, paid + payment);
            paid += payment;
            for (const line of part) taken.set(line.accountId, (taken.get(line.accountId) ?? 0) + line.cents);
            const total = [...taken.values()].reduce((sum, cents) => sum + cents, 0);
            expect(Math.abs(total - (saleCents * paid) / refunded)).toBeLessThanOrEqual(0.5);
          }
          expect(sale.map((line) => taken.get(line.accountId) ?? 0)).toEqual(weights);
        },
      ),
    );
  });
});
