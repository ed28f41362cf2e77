import { describe, expect, it } from "vitest";
import { parseFormattedDate, parseIsoDate, parseOfxDate } from "./statement-date";

describe("parseFormattedDate", () => {
  it.each([
    ["2024-01-31", "YYYY-MM-DD", "2024-01-31"],
    ["31.01.2024", "DD.MM.YYYY", "2024-01-31"],
    ["1.2.2024", "D.M.YYYY", "2024-02-01"],
    ["01/31/2024", "MM/DD/YYYY", "2024-01-31"],
    ["31/01/24", "DD/MM/YY", "2024-01-31"],
    ["20240131", "YYYYMMDD", "2024-01-31"],
    ["05 Jan 2024", "DD MMM YYYY", "2024-01-05"],
    ["05-JAN-2024", "DD-MMM-YYYY", "2024-01-05"],
    ["29.02.2024", "DD.MM.YYYY", "2024-02-29"],
    ["2024-01-31 14:05", "YYYY-MM-DD", "2024-01-31"],
    ["2024-01-31T14:05:09+01:00", "YYYY-MM-DD", "2024-01-31"],
  ])("%s in %s is %s", (text, format, expected) => {
    expect(parseFormattedDate(text, format, 1)).toBe(expected);
  });

  it.each([
    ["31.02.2024", "DD.MM.YYYY"],
    ["29.02.2023", "DD.MM.YYYY"],
    ["2024-13-01", "YYYY-MM-DD"],
    ["01/31/2024", "DD/MM/YYYY"],
    ["2024/01/31", "YYYY-MM-DD"],
    ["05 Foo 2024", "DD MMM YYYY"],
    ["", "YYYY-MM-DD"],
    ["1024-01-01", "YYYY-MM-DD"],
    ["2024-01-31 garbage", "YYYY-MM-DD"],
  ])("%s in %s is refused with the line", (text, format) => {
    expect(() => parseFormattedDate(text, format, 12)).toThrow(/^Line 12: .* is not a date in the format/);
  });
});

describe("parseOfxDate", () => {
  it.each([
    ["20240131", "2024-01-31"],
    ["20240131120000", "2024-01-31"],
    ["20240131235959.999[-5:EST]", "2024-01-31"],
    ["20240201061522.113[-8:PST]", "2024-02-01"],
    ["20240131000000[+5.30:IST]", "2024-01-31"],
    ["202401311200", "2024-01-31"],
  ])("%s is the day %s as the bank wrote it", (text, expected) => {
    expect(parseOfxDate(text, 1)).toBe(expected);
  });

  it.each(["20240230", "2024-01-31", "2024013", "20240131X", ""])("%s is refused", (text) => {
    expect(() => parseOfxDate(text, 4)).toThrow(/^Line 4: /);
  });
});

describe("parseIsoDate", () => {
  it.each([
    ["2024-01-31", "2024-01-31"],
    ["2024-01-31T23:59:59.9+01:00", "2024-01-31"],
    ["2024-01-31T05:30:12Z", "2024-01-31"],
  ])("%s is %s", (text, expected) => {
    expect(parseIsoDate(text, 1)).toBe(expected);
  });

  it.each(["2024-02-30", "31.01.2024", "2024-1-31"])("%s is refused", (text) => {
    expect(() => parseIsoDate(text, 9)).toThrow(/^Line 9: /);
  });
});
