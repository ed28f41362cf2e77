import { describe, expect, it } from "vitest";
import { splitFormSchema } from "./bank-split-form";

const rent = "0b4c8c1e-7f57-4a59-9d1e-3f3b1a2c4d5e";
const utilities = "1b4c8c1e-7f57-4a59-9d1e-3f3b1a2c4d5e";
const issues = (lines: { account_id: string; amount: string }[]) => {
  const result = splitFormSchema("SEK", 10_000).safeParse({ lines });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("split form", () => {
  it("sends each part's account and amount in cents when the parts add up to the line", () => {
    const result = splitFormSchema("SEK", 10_000).parse({
      lines: [
        { account_id: rent, amount: "60" },
        { account_id: utilities, amount: "40,00" },
      ],
    });
    expect(result).toEqual({
      lines: [
        { account_id: rent, amount_cents: 6_000 },
        { account_id: utilities, amount_cents: 4_000 },
      ],
    });
  });

  it("names the part without an account or amount, and parts that do not add up", () => {
    expect(
      issues([
        { account_id: "", amount: "60" },
        { account_id: utilities, amount: "0" },
      ]),
    ).toEqual([
      ["lines.0.account_id", "accountRequired"],
      ["lines.1.amount", "amountRequired"],
      ["lines.root", "splitMismatch"],
    ]);
    expect(issues([{ account_id: rent, amount: "100" }])).toEqual([["lines.root", "splitTwoLines"]]);
  });
});
