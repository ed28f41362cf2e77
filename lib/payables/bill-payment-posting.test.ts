import { describe, expect, it } from "vitest";
import { billPaymentEntryLines, paymentBaseAmounts } from "./bill-payment-posting";

const accounts = { payable: "ap", paidFrom: "bank", fxGainLoss: "fx" };
const sides = (lines: ReturnType<typeof billPaymentEntryLines>) =>
  lines.map((line) => [line.accountId, line.debitCents, line.creditCents]);

describe("bill payment posting", () => {
  it("clears AP at the bill's rate and pays cash at the payment's rate, the difference to FX", () => {
    const amounts = paymentBaseAmounts({
      amountCents: 10_000,
      outstandingCents: 30_000,
      payableBaseCents: 33_000,
      billRate: "1.1",
      paymentRate: "1.15",
    });
    expect(amounts).toEqual({ apBaseCents: 11_000, cashBaseCents: 11_500 });
    const lines = billPaymentEntryLines({
      amounts,
      amountCents: 10_000,
      foreignCurrency: "EUR",
      accounts,
      description: "x",
    });
    expect(sides(lines)).toEqual([
      ["ap", 11_000, 0],
      ["bank", 0, 11_500],
      ["fx", 500, 0],
    ]);
    expect(lines[0]).toMatchObject({ currency: "EUR", originalAmountCents: 10_000 });
  });

  it("credits FX with a gain, and posts no FX line at the bill's rate", () => {
    const gain = paymentBaseAmounts({
      amountCents: 100,
      outstandingCents: 500,
      payableBaseCents: 550,
      billRate: "1.1",
      paymentRate: "1",
    });
    expect(
      sides(
        billPaymentEntryLines({
          amounts: gain,
          amountCents: 100,
          foreignCurrency: "EUR",
          accounts,
          description: "x",
        }),
      ),
    ).toEqual([
      ["ap", 110, 0],
      ["bank", 0, 100],
      ["fx", 0, 10],
    ]);
    const even = { apBaseCents: 100, cashBaseCents: 100 };
    expect(
      billPaymentEntryLines({
        amounts: even,
        amountCents: 100,
        foreignCurrency: null,
        accounts,
        description: "x",
      }),
    ).toHaveLength(2);
  });

  it("lets the settling payment clear exactly what AP still holds for the bill", () => {
    // A 3-cent bill at 0.5 put 2 into AP (1.5 → 2); two 1-cent payments cleared 1 each (0.5 → 1), the third clears 0.
    const amounts = paymentBaseAmounts({
      amountCents: 1,
      outstandingCents: 1,
      payableBaseCents: 0,
      billRate: "0.5",
      paymentRate: "0.5",
    });
    expect(amounts).toEqual({ apBaseCents: 0, cashBaseCents: 1 });
    expect(
      sides(
        billPaymentEntryLines({
          amounts,
          amountCents: 1,
          foreignCurrency: "EUR",
          accounts,
          description: "x",
        }),
      ),
    ).toEqual([
      ["bank", 0, 1],
      ["fx", 1, 0],
    ]);
  });
});
