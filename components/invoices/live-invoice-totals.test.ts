import { describe, expect, it } from "vitest";
import { liveInvoiceTotals } from "./live-invoice-totals";

const line = (quantity: string, unit_price: string, discount_amount = "", rates: string[] = []) => ({
  account_identifier: "",
  description: "",
  quantity,
  unit_price,
  discount_amount,
  sales_taxes: rates.map((rate) => ({ name: "VAT", rate })),
});

describe("liveInvoiceTotals", () => {
  it("takes each line's discount off before its taxes, with the API's rounding", () => {
    // 2 × 125.50 = 251.00 + 25 % = 62.75; 3 × 10.00 = 30.00 − 5.00 = 25.00, no tax; 1.00 off the whole invoice
    expect(
      liveInvoiceTotals(
        { line_items: [line("2", "125,50", "", ["25"]), line("3", "10", "5")], additional_discount: "1" },
        "SEK",
      ),
    ).toEqual({ lineTotals: [31_375, 2_500], subtotal: 28_100, discount: 600, tax: 6_275, total: 33_775 });
  });

  it("computes a line's tax on what its discount leaves", () => {
    expect(
      liveInvoiceTotals({ line_items: [line("1", "100", "10", ["12.5"])], additional_discount: "" }, "SEK"),
    ).toMatchObject({ subtotal: 10_000, discount: 1_000, tax: 1_125, total: 10_125 });
  });

  it("counts what is not a number yet as nothing", () => {
    expect(
      liveInvoiceTotals({ line_items: [line("x", "", "abc", ["abc"])], additional_discount: "?" }, "SEK"),
    ).toMatchObject({ total: 0 });
  });

  it("has no totals while a discount is larger than what it comes off (the API refuses it)", () => {
    expect(
      liveInvoiceTotals({ line_items: [line("1", "10", "11")], additional_discount: "" }, "SEK"),
    ).toBeNull();
    expect(
      liveInvoiceTotals({ line_items: [line("1", "10", "4")], additional_discount: "7" }, "SEK"),
    ).toBeNull();
  });

  it("reads amounts in the currency's minor units", () => {
    expect(
      liveInvoiceTotals({ line_items: [line("3", "1000")], additional_discount: "" }, "ISK")?.total,
    ).toBe(3000);
  });
});
