import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { parseStatementFile, StatementFileError } from "./statement-file";
import { fixtureFile, refusalOf } from "./statement-file-test-support";

const CSV_FIXTURES = [
  [
    "csv/us-checking-signed-amount.csv",
    { date: "Posting Date", amount: "Amount", description: "Description", date_format: "MM/DD/YYYY" },
  ],
  [
    "csv/de-ing-style-latin1.csv",
    {
      date: "Buchung",
      amount: "Betrag",
      description: "Verwendungszweck",
      date_format: "DD.MM.YYYY",
      decimal_separator: ",",
    },
  ],
] as const;
const OTHER_FIXTURES = [
  ["ofx", "ofx/checking-sgml-102.ofx"],
  ["ofx", "ofx/creditcard-xml-220.ofx"],
  ["ofx", "ofx/checking-quicken.qfx"],
  ["ofx", "ofx/fr-comma-decimal.ofx"],
  ["camt053", "camt053/se-nordic-001.02.xml"],
  ["camt053", "camt053/de-sparkasse-style-001.08.xml"],
] as const;

describe("parseStatementFile", () => {
  it("gives every line an external id, unique in the file and the same on every read", () => {
    const reads = [
      ...CSV_FIXTURES.map(
        ([name, mapping]) =>
          () =>
            parseStatementFile("csv", fixtureFile(name), mapping),
      ),
      ...OTHER_FIXTURES.map(
        ([format, name]) =>
          () =>
            parseStatementFile(format, fixtureFile(name)),
      ),
    ];
    for (const read of reads) {
      const ids = read().lines.map((line) => line.external_id);
      expect(ids.every((id) => typeof id === "string" && id.length > 0 && id.length <= 255)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      expect(read().lines.map((line) => line.external_id)).toEqual(ids);
    }
  });

  it("keeps a hashed id when lines are added around a line (an overlapping export of the same account)", () => {
    const header = "date,amount,text\n";
    const january = "2024-01-31,-5.00,Coffee\n2024-01-31,-5.00,Coffee\n";
    const first = parseStatementFile("csv", new TextEncoder().encode(header + january), MAPPING);
    const wider = parseStatementFile(
      "csv",
      new TextEncoder().encode(header + "2024-01-30,12.00,Refund\n" + january + "2024-02-01,-9.99,Books\n"),
      MAPPING,
    );
    expect(wider.lines.slice(1, 3).map((line) => line.external_id)).toEqual(
      first.lines.map((line) => line.external_id),
    );
  });

  it("numbers a bank id the file repeats, rather than folding two payments into one", () => {
    const csv = "id,date,amount\nA1,2024-01-02,-5.00\nA1,2024-01-03,-6.00\nA1,2024-01-04,-7.00\n";
    const { lines } = parseStatementFile("csv", new TextEncoder().encode(csv), {
      date: "date",
      amount: "amount",
      external_id: "id",
    });
    expect(lines.map((line) => line.external_id)).toEqual(["A1", "A1#2", "A1#3"]);
  });

  it("refuses an empty file", () => {
    for (const format of ["csv", "ofx", "camt053"] as const) {
      const error = refusalOf(() => parseStatementFile(format, new Uint8Array(), MAPPING));
      expect(error).toBeInstanceOf(StatementFileError);
      expect(error.message).toBe("Line 1: The file is empty.");
    }
  });

  it("reads a header-only file as a statement without lines", () => {
    expect(parseStatementFile("csv", new TextEncoder().encode("date,amount,text\n"), MAPPING).lines).toEqual(
      [],
    );
  });

  it("reads back exactly the amounts, dates and texts written in any CSV dialect (property)", () => {
    fc.assert(
      fc.property(csvDialect, fc.array(statementLine, { minLength: 1, maxLength: 25 }), (dialect, rows) => {
        const { bytes, mapping, startLines } = writeCsv(dialect, rows);
        const { lines } = parseStatementFile("csv", bytes, mapping);
        expect(
          lines.map((line) => [line.line, line.date, line.direction, line.amount_cents, line.description]),
        ).toEqual(
          rows.map((row, index) => [
            startLines[index],
            row.date,
            row.cents < 0 ? "debit" : "credit",
            Math.abs(row.cents),
            row.text.replace(/\s+/g, " ").trim() || undefined,
          ]),
        );
      }),
      { seed: 1303, numRuns: 150 },
    );
  });

  it("reads back exactly what an OFX file says, in SGML or XML (property)", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(statementLine, { minLength: 1, maxLength: 25 }), (isXml, rows) => {
        const { lines } = parseStatementFile("ofx", new TextEncoder().encode(writeOfx(isXml, rows)));
        expect(
          lines.map((line) => [
            line.date,
            line.direction,
            line.amount_cents,
            line.counterparty_name,
            line.external_id,
          ]),
        ).toEqual(
          rows.map((row, index) => [
            row.date,
            row.cents < 0 ? "debit" : "credit",
            Math.abs(row.cents),
            row.text.replace(/\s+/g, " ").trim() || undefined,
            `FIT${index}`,
          ]),
        );
      }),
      { seed: 1303, numRuns: 100 },
    );
  });
});

const MAPPING = { date: "date", amount: "amount", description: "text" };

interface Row {
  date: string;
  cents: number;
  text: string;
}

const statementLine: fc.Arbitrary<Row> = fc.record({
  date: fc
    .date({
      min: new Date("1990-01-01T00:00:00Z"),
      max: new Date("2099-12-31T00:00:00Z"),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10)),
  cents: fc
    .oneof(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), fc.integer({ min: -300, max: 300 }))
    .filter((cents) => cents !== 0),
  text: fc.stringMatching(/^[A-Za-z0-9ÅÄÖåäöüß&'",;.\-\n /]{0,30}$/),
});

const csvDialect = fc.record({
  delimiter: fc.constantFrom(",", ";", "\t"),
  decimal: fc.constantFrom(".", ","),
  grouping: fc.constantFrom("", " ", "'", "other"),
  negative: fc.constantFrom("leading", "trailing", "parentheses"),
  debitCreditColumns: fc.boolean(),
  dateFormat: fc.constantFrom("YYYY-MM-DD", "DD.MM.YYYY", "MM/DD/YYYY", "D.M.YYYY"),
  newline: fc.constantFrom("\n", "\r\n"),
  byteOrderMark: fc.boolean(),
  preamble: fc.boolean(),
});
type CsvDialect = typeof csvDialect extends fc.Arbitrary<infer T> ? T : never;

function writeCsv(dialect: CsvDialect, rows: Row[]) {
  const header = dialect.debitCreditColumns ? ["Booked", "Text", "Out", "In"] : ["Booked", "Text", "Amount"];
  const records = rows.map((row) => {
    const amount = formatAmount(Math.abs(row.cents), dialect);
    const date = formatDate(row.date, dialect.dateFormat);
    if (dialect.debitCreditColumns)
      return [date, row.text, row.cents < 0 ? amount : "", row.cents < 0 ? "" : amount];
    return [date, row.text, row.cents < 0 ? negate(amount, dialect.negative) : amount];
  });
  const preamble = dialect.preamble ? [["Account", "1234 5678"], ["Period", "whole year"], []] : [];
  const text = Papa.unparse([...preamble, header, ...records], {
    delimiter: dialect.delimiter,
    newline: dialect.newline,
    quotes: true,
  });
  const startLines: number[] = [];
  let line = preamble.length + 2;
  for (const record of records) {
    startLines.push(line);
    line += 1 + record.join("").split("\n").length - 1;
  }
  const encoded = new TextEncoder().encode(text);
  return {
    bytes: dialect.byteOrderMark ? new Uint8Array([0xef, 0xbb, 0xbf, ...encoded]) : encoded,
    startLines,
    mapping: {
      date: "Booked",
      description: "Text",
      ...(dialect.debitCreditColumns ? { debit: "Out", credit: "In" } : { amount: "Amount" }),
      decimal_separator: dialect.decimal,
      date_format: dialect.dateFormat,
      ...(dialect.delimiter === "\t" ? {} : { delimiter: dialect.delimiter }),
    } as const,
  };
}

function formatAmount(cents: number, dialect: CsvDialect): string {
  const whole = String(Math.floor(cents / 100));
  const fraction = String(cents % 100).padStart(2, "0");
  const groupChar = dialect.grouping === "other" ? (dialect.decimal === "." ? "," : ".") : dialect.grouping;
  const grouped = groupChar ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, groupChar) : whole;
  return `${grouped}${dialect.decimal}${fraction}`;
}

function negate(amount: string, style: CsvDialect["negative"]): string {
  return style === "leading" ? `-${amount}` : style === "trailing" ? `${amount}-` : `(${amount})`;
}

function formatDate(iso: string, format: string): string {
  const [year, month, day] = iso.split("-");
  return format
    .replace("YYYY", year!)
    .replace("MM", month!)
    .replace("DD", day!)
    .replace("D", String(Number(day)))
    .replace("M", String(Number(month)));
}

function writeOfx(isXml: boolean, rows: Row[]): string {
  const leaf = (name: string, value: string) => (isXml ? `<${name}>${value}</${name}>` : `<${name}>${value}`);
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const transactions = rows.map((row, index) =>
    [
      "<STMTTRN>",
      leaf("TRNTYPE", row.cents < 0 ? "DEBIT" : "CREDIT"),
      leaf("DTPOSTED", `${row.date.replace(/-/g, "")}120000.000[-5:EST]`),
      leaf(
        "TRNAMT",
        `${row.cents < 0 ? "-" : ""}${Math.floor(Math.abs(row.cents) / 100)}.${String(Math.abs(row.cents) % 100).padStart(2, "0")}`,
      ),
      leaf("FITID", `FIT${index}`),
      ...(row.text.trim()
        ? [leaf("NAME", isXml ? escape(row.text.replace(/\n/g, " ")) : row.text.replace(/\n/g, " "))]
        : []),
      "</STMTTRN>",
    ].join("\n"),
  );
  const header = isXml
    ? '<?xml version="1.0" encoding="UTF-8"?>\n<?OFX OFXHEADER="200" VERSION="220"?>\n'
    : "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:NONE\n\n";
  return `${header}<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n${leaf("CURDEF", "USD")}\n<BANKTRANLIST>\n${transactions.join("\n")}\n</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`;
}
