import { describe, expect, it } from "vitest";
import { ApiError } from "../http/api-error";
import { billAmounts, lineAmounts } from "./bill-amounts";

describe("lineAmounts", () => {
  it("rounds quantity × unit_price half away from zero, in fractional cents", () => {
    expect(lineAmounts({ quantity: 3, unit_price: 33.5, sales_taxes: [] }).subtotalCents).toBe(101);
    expect(lineAmounts({ quantity: 0.5, unit_price: 1999, sales_taxes: [] }).subtotalCents).toBe(1000);
    expect(lineAmounts({ quantity: 1.005, unit_price: 100, sales_taxes: [] }).subtotalCents).toBe(101);
    expect(lineAmounts({ quantity: 2, unit_price: 0.25, sales_taxes: [] }).subtotalCents).toBe(1);
  });

  it("rounds each tax on its own, lets an amount win over a rate and sums the rates", () => {
    const line = lineAmounts({
      quantity: 1,
      unit_price: 1001,
      sales_taxes: [
        { name: "VAT", rate: "25" },
        { name: "Levy", rate: "12.5" },
        { name: "Fixed", rate: "10", amount: 7 },
      ],
    });
    expect(line).toEqual({
      subtotalCents: 1001,
      salesTaxes: [
        { name: "VAT", rate: "25", amount: 250 }, // 250.25
        { name: "Levy", rate: "12.5", amount: 125 }, // 125.125
        { name: "Fixed", rate: "10", amount: 7 },
      ],
      taxCents: 382,
      taxRate: "47.5",
      totalCents: 1383,
    });
  });

  it("leaves a tax with only an amount out of the rate", () => {
    const line = lineAmounts({ quantity: 1, unit_price: 1000, sales_taxes: [{ name: "Fee", amount: 50 }] });
    expect(line).toMatchObject({
      taxCents: 50,
      taxRate: "0",
      salesTaxes: [{ name: "Fee", rate: null, amount: 50 }],
    });
  });
});

describe("billAmounts", () => {
  it("adds lines, line taxes and additional taxes, a rate applying to the bill's subtotal", () => {
    const amounts = billAmounts(
      [
        { quantity: 2, unit_price: 1250.5, sales_taxes: [{ name: "VAT", rate: "25" }] },
        { quantity: 1, unit_price: 999, sales_taxes: [] },
      ],
      [
        { name: "Env", rate: "1.5" },
        { name: "Freight", amount: 300 },
      ],
    );
    expect(amounts.lines.map((line) => [line.subtotalCents, line.taxCents])).toEqual([
      [2501, 625], // 625.25
      [999, 0],
    ]);
    expect(amounts.additionalTaxes).toEqual([
      { name: "Env", rate: "1.5", amount: 53 }, // 3500 × 1.5 % = 52.5 → 53
      { name: "Freight", rate: null, amount: 300 },
    ]);
    expect(amounts).toMatchObject({
      subtotalCents: 3500,
      lineTaxCents: 625,
      additionalTaxCents: 353,
      totalCents: 4478,
    });
  });

  it("refuses a total too large to count in cents exactly", () => {
    const huge = { quantity: 1_000_000_000, unit_price: 10_000_000_000_000, sales_taxes: [] };
    expect(() => billAmounts([huge])).toThrow(ApiError);
  });
});
