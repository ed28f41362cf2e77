import { describe, expect, it } from "vitest";
import { csvColumnMappingSchema } from "./csv-column-mapping";

const messages = (input: unknown) => {
  const result = csvColumnMappingSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("csvColumnMappingSchema", () => {
  it.each([
    { date: "Date", amount: "Amount" },
    { date: "Buchung", amount: "Betrag", decimal_separator: ",", date_format: "DD.MM.YYYY", delimiter: ";" },
    { date: "Date", debit: "Paid out", credit: "Paid in", date_format: "DD MMM YYYY" },
    { date: "Date", debit: "Paid out" },
    { has_header: false, date: "1", amount: "2", description: "5", delimiter: "\t", date_format: "MM/DD/YY" },
  ])("accepts %j", (mapping) => {
    expect(messages(mapping)).toEqual({});
  });

  it.each([
    [{ amount: "Amount" }, "date", /./],
    [{ date: "Date" }, "amount", /Name an amount column, or debit and credit columns/],
    [
      { date: "Date", amount: "Amount", debit: "Out" },
      "debit",
      /either an amount column or debit and credit/,
    ],
    [{ date: " ", amount: "Amount" }, "date", /Must not be empty/],
    [{ date: "Date", amount: "Amount", decimal_separator: "·" }, "decimal_separator", /Must be "." or ","/],
    [
      { date: "Date", amount: "Amount", date_format: "YYYY-MM" },
      "date_format",
      /a day, a month and a year once each/,
    ],
    [{ date: "Date", amount: "Amount", date_format: "DD.MM.YYYY.DD" }, "date_format", /once each/],
    [{ date: "Date", amount: "Amount", date_format: "%d.%m.%Y" }, "date_format", /once each/],
    [{ date: "Date", amount: "Amount", delimiter: ";;" }, "delimiter", /one character/],
    [{ date: "Date", amount: "Amount", delimiter: '"' }, "delimiter", /not a quote/],
    [{ has_header: false, date: "Date", amount: "2" }, "date", /name the column by its number/],
    [{ has_header: "no", date: "Date", amount: "Amount" }, "has_header", /true or false/],
  ])("refuses %j on %s", (mapping, field, message) => {
    expect(messages(mapping)[field]).toMatch(message);
  });
});
