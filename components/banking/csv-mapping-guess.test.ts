import { describe, expect, it } from "vitest";
import { parseStatementFile } from "@/lib/banking/statement-files/statement-file";
import { fixtureFile } from "@/lib/banking/statement-files/statement-file-test-support";
import { guessCsvMapping, guessDateFormat, guessDecimalSeparator } from "./csv-mapping-guess";
import { readCsvPreview } from "./csv-preview";

describe("the import dialog's first guess of a CSV mapping", () => {
  it.each([
    [
      "us-checking-signed-amount.csv",
      {
        date: "Posting Date",
        amount: "Amount",
        description: "Description",
        date_format: "MM/DD/YYYY",
        decimal_separator: ".",
      },
      9,
    ],
    [
      "uk-barclays-style.csv",
      { date: "Date", amount: "Amount", description: "Memo", date_format: "DD/MM/YYYY" },
      6,
    ],
    [
      "uk-paid-in-paid-out.csv",
      { date: "Date", debit: "Paid out", credit: "Paid in", date_format: "DD MMM YYYY" },
      5,
    ],
    [
      "de-ing-style-latin1.csv",
      {
        date: "Buchung",
        amount: "Betrag",
        counterparty: "Auftraggeber/Empfänger",
        description: "Verwendungszweck",
        date_format: "DD.MM.YYYY",
        decimal_separator: ",",
        delimiter: ";",
      },
      7,
    ],
    [
      "se-utf8-bom.csv",
      {
        date: "Bokföringsdag",
        amount: "Belopp",
        description: "Text",
        reference: "Referens",
        decimal_separator: ",",
      },
      6,
    ],
    [
      "no-debit-credit-columns.csv",
      {
        date: "Dato",
        debit: "Ut fra konto",
        credit: "Inn på konto",
        description: "Forklaring",
        decimal_separator: ",",
      },
      5,
    ],
  ])("%s: found from the preview, and the server reads the file with it", (name, expected, lineCount) => {
    const bytes = fixtureFile(`csv/${name}`);
    const preview = readCsvPreview(bytes);
    expect(preview?.hasHeader).toBe(true);
    const mapping = guessCsvMapping(preview!);
    expect(mapping).toMatchObject(expected);
    expect(parseStatementFile("csv", bytes, mapping).lines).toHaveLength(lineCount);
  });

  it("names columns by number in a file without a header, finding the date column by its values", () => {
    const bytes = fixtureFile("csv/us-headerless.csv");
    const preview = readCsvPreview(bytes)!;
    expect(preview).toMatchObject({ hasHeader: false, headers: ["1", "2", "3", "4", "5"] });
    expect(preview.rows).toHaveLength(4);
    expect(guessCsvMapping(preview).date_format).toBe("DD/MM/YYYY"); // 01/02 … 01/08 read either way
    const mapping = guessCsvMapping(preview, { isMonthFirst: true });
    expect(mapping).toMatchObject({ date: "1", date_format: "MM/DD/YYYY", has_header: false });
    expect(parseStatementFile("csv", bytes, { ...mapping, amount: "2" }).lines).toHaveLength(4);
  });

  it("finds nothing in a file without dated rows", () => {
    expect(readCsvPreview(new TextEncoder().encode("<html><body>Sign in</body></html>"))).toBeUndefined();
  });

  it("prefers day-first dates when both readings fit, and reads the decimal separator from the amounts", () => {
    expect(guessDateFormat(["01/02/2024", "03/04/2024"])).toBe("DD/MM/YYYY");
    expect(guessDateFormat(["01/13/2024", "03/04/2024"])).toBe("MM/DD/YYYY");
    expect(guessDateFormat(["01/02/2024"], true)).toBe("MM/DD/YYYY");
    expect(guessDateFormat(["13/02/2024"], true)).toBe("DD/MM/YYYY");
    expect(guessDateFormat(["2024-01-31 10:00"])).toBe("YYYY-MM-DD");
    expect(guessDateFormat(["Rent"])).toBeUndefined();
    expect(guessDecimalSeparator(["-1.234,50", "12,00", "3"])).toBe(",");
    expect(guessDecimalSeparator(["-1,234.50", "£12.00"])).toBe(".");
  });
});
