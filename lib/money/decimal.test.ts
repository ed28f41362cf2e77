import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDecimals, multiplyToWhole, percentOf, toBaseCents } from "./decimal";

describe("decimal money arithmetic", () => {
  it("rounds a line subtotal half away from zero", () => {
    expect(multiplyToWhole("3", "33.5")).toBe(101); // 100.5 → 101
    expect(multiplyToWhole(1, "0.5")).toBe(1);
    expect(multiplyToWhole(-1, "0.5")).toBe(-1);
    expect(multiplyToWhole("2.5", "1999")).toBe(4998); // 4997.5 → 4998
    expect(multiplyToWhole(0.1, 0.2)).toBe(0);
    expect(multiplyToWhole("1.005", "100")).toBe(101); // exact 100.5, no float drift
  });

  it("rounds each tax on its own", () => {
    expect(percentOf(1001, "25")).toBe(250); // 250.25
    expect(percentOf(1002, "12.5")).toBe(125); // 125.25
    expect(percentOf(1004, "12.5")).toBe(126); // 125.5 → 126
    expect(percentOf(-1004, "12.5")).toBe(-126);
  });

  it("converts to base currency at a decimal rate", () => {
    expect(toBaseCents(10000, "11.2345")).toBe(112345);
    expect(toBaseCents(333, "0.333333")).toBe(111);
  });

  it("adds tax rates exactly", () => {
    expect(addDecimals(["12.5", "0.75"])).toBe("13.25");
    expect(addDecimals([])).toBe("0");
    expect(addDecimals([25, "0.10"])).toBe("25.1");
  });

  it("agrees with float arithmetic away from the half-cent boundary", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (quantity, price) => {
          expect(multiplyToWhole(quantity, price)).toBe(quantity * price);
        },
      ),
    );
  });
});

describe("toBaseCents bounds", () => {
  it("refuses a conversion past 10^15 cents with 400 on exchange_rate", () => {
    expect(toBaseCents(1_000_000_000_000, "1000")).toBe(1e15);
    expect(() => toBaseCents(1_000_000_000_000, "1000.01")).toThrow(
      expect.objectContaining({ status: 400, details: { exchange_rate: [expect.any(String)] } }),
    );
    expect(() => toBaseCents(100_000_000_000_000, "999999999999")).toThrow(
      expect.objectContaining({ code: "validation_error" }),
    );
  });
});
