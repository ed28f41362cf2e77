import { describe, expect, it } from "vitest";
import { billPaymentFormSchema } from "./bill-payment-form";

const values = (overrides: Record<string, string> = {}) => ({
  amount: "250.50",
  payment_date: "2025-03-20",
  payment_method: "cash",
  paid_from_account_id: "",
  reference: "",
  ...overrides,
});

describe("the bill payment form's rules", () => {
  it("turns a typed amount into whole cents and an empty account into the default bank", () => {
    expect(billPaymentFormSchema("SEK", 100_000).parse(values({ reference: " R-1 " }))).toEqual({
      amount_cents: 25_050,
      payment_date: "2025-03-20",
      payment_method: "cash",
      paid_from_account_identifier: null,
      reference: "R-1",
    });
  });

  it("names a chosen account by its id", () => {
    const id = "7d4a3c8e-1f2b-4c5d-8e9f-0a1b2c3d4e5f";
    expect(
      billPaymentFormSchema("SEK", 100_000).parse(values({ paid_from_account_id: id }))
        .paid_from_account_identifier,
    ).toEqual({ type: "AccountId", id });
  });

  it.each([
    ["", "amountRequired"],
    ["0", "amountInvalid"],
    ["1.005", "amountInvalid"],
    ["-5", "amountInvalid"],
    ["abc", "amountInvalid"],
    ["1000.01", "amountTooLarge"],
  ])("refuses the amount %j with %s", (amount, message) => {
    const result = billPaymentFormSchema("SEK", 100_000).safeParse(values({ amount }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === "amount")?.message).toBe(message);
  });

  it("uses the currency's own minor units (JPY has none)", () => {
    expect(billPaymentFormSchema("JPY", 5_000).parse(values({ amount: "5000" })).amount_cents).toBe(5_000);
    expect(billPaymentFormSchema("JPY", 5_000).safeParse(values({ amount: "49.5" })).success).toBe(false);
  });
});
