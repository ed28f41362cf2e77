import { describe, expect, it } from "vitest";
import { liveBillTotals } from "./live-bill-totals";

const line = (quantity: string, unit_price: string, rates: string[] = []) => ({
  account_identifier: "",
  description: "",
  quantity,
  unit_price,
  sales_taxes: rates.map((rate) => ({ name: "VAT", rate })),
});

describe("liveBillTotals", () => {
  it("adds lines and taxes with the API's rounding", () => {
    expect(liveBillTotals([line("2", "12,505", ["25"]), line("1", "100", ["12.5"])], "SEK")).toEqual({
      lineTotals: [3126, 11250],
      subtotal: 12501,
      tax: 1875,
      total: 14376,
    });
  });

  it("counts what is not a number yet as nothing", () => {
    expect(liveBillTotals([line("x", "", ["abc"])], "SEK").total).toBe(0);
  });

  it("reads amounts in the currency's minor units", () => {
    expect(liveBillTotals([line("3", "1000")], "ISK").total).toBe(3000);
  });

  it("counts a tax given as an amount, which wins over its rate, once it is a whole number of minor units", () => {
    const taxed = (amount: string, rate = "") => ({
      ...line("2", "100"),
      sales_taxes: [{ name: "Fee", rate, amount }],
    });
    expect(liveBillTotals([taxed("12,50")], "SEK")).toMatchObject({
      subtotal: 20000,
      tax: 1250,
      total: 21250,
    });
    expect(liveBillTotals([taxed("1", "25")], "SEK").tax).toBe(100);
    expect(liveBillTotals([taxed("", "25")], "SEK").tax).toBe(5000);
    expect(liveBillTotals([taxed("1.005")], "SEK").tax).toBe(0);
  });
});
