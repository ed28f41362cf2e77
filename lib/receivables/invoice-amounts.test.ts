import { describe, expect, it } from "vitest";
import { ApiError } from "../http/api-error";
import { allocateProportionally } from "../money/document-amounts";
import { invoiceAmounts, lineRevenueCents } from "./invoice-amounts";

const line = (unit_price: number, discount_amount = 0, rate?: string) => ({
  quantity: 1,
  unit_price,
  discount_amount,
  sales_taxes: rate ? [{ name: "VAT", rate }] : [],
});

describe("invoiceAmounts", () => {
  it("takes a line's discount off before its tax, the additional discount before additional taxes, adds tips", () => {
    const amounts = invoiceAmounts({
      lines: [line(10_000, 1_000, "25"), line(5_000)],
      additionalDiscountCents: 2_000,
      additionalTaxes: [{ name: "Levy", rate: "10" }],
      tipsCents: 500,
    });
    expect(amounts).toMatchObject({
      subtotalCents: 15_000,
      lineDiscountCents: 1_000,
      lineTaxCents: 2_250,
      additionalTaxCents: 1_200,
      totalCents: 15_000 - 1_000 - 2_000 + 2_250 + 1_200 + 500,
    });
    expect(amounts.lines[0]).toMatchObject({
      subtotalCents: 10_000,
      discountCents: 1_000,
      totalCents: 11_250,
    });
  });

  it("refuses a discount larger than what it comes off, at its field", () => {
    const fields = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return Object.keys((error as ApiError).details ?? {});
      }
      return [];
    };
    expect(
      fields(() =>
        invoiceAmounts({
          lines: [line(100, 101)],
          additionalDiscountCents: 0,
          additionalTaxes: [],
          tipsCents: 0,
        }),
      ),
    ).toEqual(["line_items.0.discount_amount"]);
    expect(
      fields(() =>
        invoiceAmounts({
          lines: [line(100, 50)],
          additionalDiscountCents: 51,
          additionalTaxes: [],
          tipsCents: 0,
        }),
      ),
    ).toEqual(["additional_discount"]);
  });
});

describe("lineRevenueCents and allocateProportionally", () => {
  it("splits the additional discount in proportion, the parts adding up exactly", () => {
    expect(
      lineRevenueCents(
        [
          { subtotalCents: 18_000, discountCents: 0 },
          { subtotalCents: 5_000, discountCents: 0 },
        ],
        1_000,
      ),
    ).toEqual([17_217, 4_783]);
    expect(allocateProportionally(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocateProportionally(2, [0, 0])).toEqual([0, 0]);
    for (const cents of [1, 7, 99, 1001]) {
      const weights = [3, 5, 7, 11];
      const parts = allocateProportionally(cents, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(cents);
    }
  });
});
