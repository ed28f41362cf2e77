import { describe, expect, it } from "vitest";
import { majorToMinorUnits, parseDecimalInput } from "./minor-units";

describe("majorToMinorUnits", () => {
  it.each([
    ["12.50", 2, 1250],
    ["12,5", 2, 1250],
    ["0.29", 2, 29],
    ["1.005", 2, 100.5],
    ["7", 2, 700],
    [".5", 2, 50],
    ["1234", 0, 1234],
    ["1.2345", 3, 1234.5],
  ] as const)("%s with %d minor digits is %d", (text, digits, expected) => {
    expect(majorToMinorUnits(text, digits)).toBe(expected);
  });

  it.each(["", " ", "abc", "1.2.3", "-5", "1e3", "."])("%j is not an amount", (text) => {
    expect(majorToMinorUnits(text, 2)).toBeNaN();
  });
});

describe("parseDecimalInput", () => {
  it("reads a point or a comma", () => {
    expect([parseDecimalInput("1.5"), parseDecimalInput("1,5"), parseDecimalInput("3")]).toEqual([
      1.5, 1.5, 3,
    ]);
  });
  it("is NaN for anything else", () => {
    expect([parseDecimalInput(""), parseDecimalInput("x"), parseDecimalInput("-1")]).toEqual([NaN, NaN, NaN]);
  });
});
