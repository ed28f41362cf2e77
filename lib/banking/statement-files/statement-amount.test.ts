import { describe, expect, it } from "vitest";
import { type AmountStyle, parseAmount } from "./statement-amount";
import { StatementFileError } from "./statement-file-error";
import { refusalOf } from "./statement-file-test-support";

const point: AmountStyle = { decimalSeparators: ["."], allowGrouping: true, minorDigits: 2 };
const comma: AmountStyle = { decimalSeparators: [","], allowGrouping: true, minorDigits: 2 };
const ofx: AmountStyle = { decimalSeparators: [".", ","], allowGrouping: false, minorDigits: 2 };

describe("parseAmount", () => {
  it.each<[string, AmountStyle, number]>([
    ["0.29", point, 29],
    ["-0.29", point, -29],
    ["1234.5", point, 123450],
    ["1,234.56", point, 123456],
    ["1,234,567.89", point, 123456789],
    ["12", point, 1200],
    [".5", point, 50],
    ["+7.00", point, 700],
    ["(45.10)", point, -4510],
    ["12.50-", point, -1250],
    ["\u221212.50", point, -1250],
    ["$1,002.10", point, 100210],
    ["£1,002.10", point, 100210],
    ["-€8.95", point, -895],
    ["1'234.50", point, 123450],
    ["12.500", point, 1250],
    ["1.234,56", comma, 123456],
    ["-1 234,50", comma, -123450],
    ["-48\u00a0250,00", comma, -4825000],
    ["1\u202f000,00 kr", comma, 100000],
    ["12,50 EUR", comma, 1250],
    ["-4,9", comma, -490],
    ["-12.50", ofx, -1250],
    ["-12,50", ofx, -1250],
    ["9007199254740.99", point, 900719925474099],
  ])("%s reads as %i minor units", (text, style, expected) => {
    expect(parseAmount(text, 3, style)).toBe(expected);
  });

  it("moves digits for currencies without or with three minor digits", () => {
    expect(parseAmount("1,234", 1, { ...point, minorDigits: 0 })).toBe(1234);
    expect(parseAmount("1.250", 1, { ...point, minorDigits: 3 })).toBe(1250);
    expect(() => parseAmount("12.5", 1, { ...point, minorDigits: 0 })).toThrow(/more than 0 decimals/);
  });

  it.each<[string, AmountStyle, RegExp]>([
    ["", point, /not an amount/],
    ["abc", point, /not an amount/],
    ["12,5O", comma, /decimal comma expected/],
    ["12.50.3", point, /not an amount/],
    ["1,23.45", point, /not an amount/],
    ["1.234 567,00", comma, /not an amount/],
    ["45.125", point, /more than 2 decimals/],
    ["12.50", comma, /not an amount/],
    ["1,234", comma, /more than 2 decimals/],
    ["2,450.00", ofx, /not an amount/],
    ["12.", point, /not an amount/],
    ["99999999999999999", point, /too large/],
    [`1${" ".repeat(100_000)}x`, point, /too long/],
  ])("%s is refused naming the line", (text, style, message) => {
    const error = refusalOf(() => parseAmount(text, 7, style));
    expect(error).toBeInstanceOf(StatementFileError);
    expect(error.line).toBe(7);
    expect(error.message).toMatch(message);
  });
});
