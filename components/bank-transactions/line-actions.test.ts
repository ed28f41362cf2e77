import { describe, expect, it } from "vitest";
import type { MatchSuggestion } from "@/lib/schemas/bank-transaction";
import { initialLineAction, lineActions } from "./line-actions";

type Status = "uncategorized" | "categorized" | "split" | "matched" | "excluded";
const line = (status: Status, remaining = 0, suggestions: Pick<MatchSuggestion, "type">[] = []) => ({
  status,
  remaining_amount_cents: remaining,
  suggestions: suggestions as MatchSuggestion[],
});

describe("what a bank line's panel offers", () => {
  it.each([
    ["an open line", line("uncategorized", 5_000), ["categorize", "split", "match", "exclude"]],
    [
      "a categorized line: no match until it is uncategorized",
      line("categorized"),
      ["uncategorize", "categorize", "split"],
    ],
    ["a split line", line("split"), ["uncategorize", "categorize", "split"]],
    ["a line matched in full", line("matched"), ["unmatch"]],
    ["a line matched in part", line("matched", 6_000), ["unmatch", "match"]],
    ["an excluded line", line("excluded"), ["include"]],
  ])("%s", (_, transaction, actions) => {
    expect(lineActions(transaction)).toEqual(actions);
    expect(initialLineAction(transaction)).toBe(actions[0]);
  });

  it("an open line whose best suggestion is a document opens on match", () => {
    expect(initialLineAction(line("uncategorized", 5_000, [{ type: "bill" }]))).toBe("match");
    expect(initialLineAction(line("uncategorized", 5_000, [{ type: "account" }]))).toBe("categorize");
  });
});
