import { describe, expect, it } from "vitest";
import { parseMajorUnits, toMajorUnitsText } from "./major-units-input";

describe("parseMajorUnits", () => {
  it.each([
    ["12.50", 2, 1250],
    ["12,5", 2, 1250],
    ["0.29", 2, 29],
    [" 1 000,00 ", 2, 100000],
    ["7", 2, 700],
    [".5", 2, 50],
    ["150", 0, 150],
    ["1.234", 3, 1234],
  ])("reads %j with %i minor digits as %i", (text, digits, minor) => {
    expect(parseMajorUnits(text, digits)).toBe(minor);
  });

  it.each([[""], ["."], ["-5"], ["1.005"], ["12a"], ["1e3"], ["1.2.3"]])("refuses %j", (text) => {
    expect(parseMajorUnits(text, 2)).toBeNaN();
  });
});

describe("toMajorUnitsText", () => {
  it.each([
    [1250, 2, "12.50"],
    [5, 2, "0.05"],
    [0, 2, "0.00"],
    [150, 0, "150"],
  ])("writes %i with %i minor digits as %j", (minor, digits, text) => {
    expect(toMajorUnitsText(minor, digits)).toBe(text);
  });
});
