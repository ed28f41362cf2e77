import { describe, expect, it } from "vitest";
import type { CsvColumnMapping } from "@/lib/schemas/csv-column-mapping";
import { fixtureFile, refusalOf } from "./statement-file-test-support";
import { parseStatementFile, StatementFileError } from "./statement-file";

const parseCsv = (name: string, mapping: CsvColumnMapping) =>
  parseStatementFile("csv", fixtureFile(name), mapping);

describe("CSV statements", () => {
  it("reads a signed amount column with US dates, keeping two equal card payments apart", () => {
    const { lines, currency } = parseCsv("csv/us-checking-signed-amount.csv", {
      date: "Posting Date",
      amount: "Amount",
      description: "Description",
      reference: "Check or Slip #",
      date_format: "MM/DD/YYYY",
    });
    expect(lines).toHaveLength(9);
    expect(lines[0]).toMatchObject({
      line: 2,
      date: "2024-01-31",
      amount_cents: 842017,
      direction: "debit",
      description: "ORIG CO NAME:GUSTO PAYROLL ID:9138472 DESC DATE:240131",
    });
    expect(lines[1]).toMatchObject({ line: 3, amount_cents: 321040, direction: "credit" });
    expect(lines[2]).toMatchObject({ reference: "1042", amount_cents: 125000 });
    const coffees = lines.filter((line) => line.description?.startsWith("STARBUCKS"));
    expect(coffees.map((line) => line.amount_cents)).toEqual([645, 645]);
    expect(coffees[0]!.external_id).not.toBe(coffees[1]!.external_id);
    expect(currency).toBeUndefined();
  });

  it("counts a quoted field's line break when numbering lines (UK dates, CRLF)", () => {
    const { lines } = parseCsv("csv/uk-barclays-style.csv", {
      date: "Date",
      amount: "Amount",
      description: "Memo",
      date_format: "DD/MM/YYYY",
    });
    expect(lines.map((line) => [line.line, line.date, line.direction, line.amount_cents])).toEqual([
      [2, "2024-01-05", "debit", 2340],
      [3, "2024-01-05", "credit", 184000],
      [4, "2024-01-08", "debit", 150000],
      [5, "2024-01-10", "debit", 6120],
      [6, "2024-01-15", "debit", 750],
      [8, "2024-01-31", "debit", 295000],
    ]);
    expect(lines[4]!.description).toBe("ACCOUNT FEE DEC 2023");
  });

  it("reads paid-out and paid-in columns with pound signs, grouping and month names, skipping a zero line", () => {
    const { lines } = parseCsv("csv/uk-paid-in-paid-out.csv", {
      date: "Date",
      debit: "Paid out",
      credit: "Paid in",
      description: "Description",
      date_format: "DD MMM YYYY",
    });
    expect(lines.map((line) => [line.line, line.date, line.direction, line.amount_cents])).toEqual([
      [2, "2024-01-02", "debit", 10455],
      [3, "2024-01-03", "credit", 125000],
      [4, "2024-01-09", "debit", 895],
      [5, "2024-01-12", "debit", 100210],
      [7, "2024-01-31", "credit", 113],
    ]);
  });

  it("reads a file without a header through column numbers", () => {
    const { lines } = parseCsv("csv/us-headerless.csv", {
      has_header: false,
      date: "1",
      amount: "2",
      reference: "4",
      description: "5",
      date_format: "MM/DD/YYYY",
    });
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({ line: 1, date: "2024-01-02", amount_cents: 4500, direction: "debit" });
    expect(lines[2]).toMatchObject({ reference: "1057", amount_cents: 12999 });
    expect(lines[0]!.reference).toBeUndefined();
  });

  it("reads a Latin-1 German export: account details above the header, ';' found, decimal commas, currency column", () => {
    const { lines, currency } = parseCsv("csv/de-ing-style-latin1.csv", {
      date: "Buchung",
      amount: "Betrag",
      counterparty: "Auftraggeber/Empfänger",
      description: "Verwendungszweck",
      currency: "Währung",
      date_format: "DD.MM.YYYY",
      decimal_separator: ",",
    });
    expect(currency).toBe("EUR");
    expect(lines).toHaveLength(7);
    expect(lines[0]).toMatchObject({
      line: 16,
      date: "2024-01-31",
      amount_cents: 231840,
      direction: "debit",
      currency: "EUR",
      counterparty_name: "Finanzamt München",
    });
    expect(lines[2]).toMatchObject({
      amount_cents: 428400,
      direction: "credit",
      counterparty_name: "Gärtnerei Öhlschläger e.K.",
    });
    expect(lines[6]).toMatchObject({ line: 22, amount_cents: 490, counterparty_name: undefined });
  });

  it("reads a Swedish UTF-8 export with a byte order mark and space-grouped decimal commas", () => {
    const { lines } = parseCsv("csv/se-utf8-bom.csv", {
      date: "Bokföringsdag",
      amount: "Belopp",
      description: "Text",
      reference: "Referens",
      decimal_separator: ",",
    });
    expect(lines.map((line) => [line.description, line.direction, line.amount_cents])).toEqual([
      ["Lön januari", "debit", 4825000],
      ["Kortköp ICA Kvantum Åre", "debit", 102350],
      ["Inbetalning Fjällbolaget AB", "credit", 1875000],
      ["Bankgiro Skatteverket", "debit", 2298100],
      ["Hyra kontor Q1", "debit", 3600000],
      ["Månadsavgift företagspaket", "debit", 9900],
    ]);
  });

  it("reads Norwegian out-of and into-account columns", () => {
    const { lines } = parseCsv("csv/no-debit-credit-columns.csv", {
      date: "Dato",
      debit: "Ut fra konto",
      credit: "Inn på konto",
      description: "Forklaring",
      date_format: "DD.MM.YYYY",
      decimal_separator: ",",
    });
    expect(lines.map((line) => [line.date, line.direction, line.amount_cents])).toEqual([
      ["2024-01-31", "debit", 3840000],
      ["2024-01-24", "debit", 131275],
      ["2024-01-19", "credit", 6250000],
      ["2024-01-10", "debit", 28940],
      ["2024-01-02", "debit", 1400000],
    ]);
  });

  it("takes the bank's ids from a mapped column", () => {
    const bytes = new TextEncoder().encode("id,date,amount\nTX-1,2024-01-02,-5.00\nTX-2,2024-01-03,7.25\n");
    const { lines } = parseStatementFile("csv", bytes, { date: "date", amount: "amount", external_id: "id" });
    expect(lines.map((line) => line.external_id)).toEqual(["TX-1", "TX-2"]);
  });

  it.each<[string, CsvColumnMapping, number, RegExp]>([
    [
      "csv-bad-date.csv",
      { date: "Date", amount: "Amount", date_format: "DD.MM.YYYY" },
      3,
      /"31.02.2024" is not a date in the format DD.MM.YYYY/,
    ],
    ["csv-bad-date-after-multiline.csv", { date: "Date", amount: "Amount" }, 4, /"2024-01-32" is not a date/],
    [
      "csv-bad-amount.csv",
      { date: "Buchung", amount: "Betrag", date_format: "DD.MM.YYYY", decimal_separator: "," },
      4,
      /"-12,5O" is not an amount \(decimal comma expected/,
    ],
    ["csv-unclosed-quote.csv", { date: "Date", amount: "Amount" }, 2, /A quoted field is never closed/],
    ["csv-fraction-of-cent.csv", { date: "Date", amount: "Amount" }, 2, /more than 2 decimals/],
    [
      "csv-missing-column.csv",
      { date: "Date", amount: "Amount" },
      1,
      /No header row names the mapped columns "Date", "Amount"/,
    ],
    [
      "csv-short-row.csv",
      { date: "Date", amount: "Amount" },
      3,
      /The row has 1 field, so column 3 is missing/,
    ],
    [
      "csv-debit-and-credit.csv",
      { date: "Date", debit: "Paid out", credit: "Paid in" },
      3,
      /both a debit and a credit/,
    ],
    [
      "csv-bad-currency.csv",
      { date: "Date", amount: "Amount", currency: "Currency" },
      2,
      /"EURO" is not an ISO 4217/,
    ],
  ])("refuses malformed/%s naming line %i", (name, mapping, line, message) => {
    const error = refusalOf(() => parseCsv(`malformed/${name}`, mapping));
    expect(error).toBeInstanceOf(StatementFileError);
    expect(error.line).toBe(line);
    expect(error.message).toMatch(message);
    expect(error.message).toMatch(new RegExp(`^Line ${line}: `));
  });

  it("refuses a file without a mapping, or with a mapping the shared schema refuses", () => {
    const bytes = fixtureFile("csv/us-headerless.csv");
    expect(() => parseStatementFile("csv", bytes)).toThrow(/needs a column mapping/);
    expect(() => parseStatementFile("csv", bytes, { date: "1" })).toThrow(/amount: Name an amount column/);
    expect(() => parseStatementFile("csv", bytes, { has_header: false, date: "Date", amount: "2" })).toThrow(
      /date: Without a header row/,
    );
  });
});
