import Papa from "papaparse";
import type { z } from "zod";
import { minorDigits } from "@/lib/i18n/format";
import {
  COLUMN_FIELDS,
  csvColumnMappingSchema,
  type CsvColumnField,
  type CsvColumnMapping,
} from "@/lib/schemas/csv-column-mapping";
import type { ParsedStatement, ParsedStatementLine } from "./parsed-statement";
import { type AmountStyle, parseAmount } from "./statement-amount";
import { readCurrencyCode } from "./statement-currency";
import { parseFormattedDate } from "./statement-date";
import { StatementFileError } from "./statement-file-error";
import { cleanText, decodeStatementBytes, LineIndex } from "./statement-text";

interface Row {
  cells: string[];
  line: number;
}

/** How far down a header row is looked for: banks put account details and a period above it. */
const HEADER_SEARCH_ROWS = 30;
const DEFAULT_MINOR_DIGITS = 2;
const DELIMITERS = [",", ";", "\t", "|"] as const;
type CsvColumnMappingOutput = z.output<typeof csvColumnMappingSchema>;

/**
 * A CSV export read through its column mapping. Papa Parse splits the rows (quotes, embedded line breaks, the
 * delimiter when none is named); this file finds the header, reads each row's cells and refuses the first bad one
 * with the line it starts on. Rows with every cell empty are skipped, and so are lines of amount 0 (some banks list
 * cancelled card authorisations that way): they move no money.
 */
export function parseCsvStatement(
  bytes: Uint8Array,
  mappingInput: CsvColumnMapping | undefined,
): ParsedStatement {
  if (!mappingInput) throw new StatementFileError("A CSV file needs a column mapping.");
  const checked = csvColumnMappingSchema.safeParse(mappingInput);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new StatementFileError(
      `Column mapping ${issue.path.join(".") || ""}: ${issue.message}`.replace("  ", " "),
    );
  }
  const mapping = checked.data;
  const text = decodeStatementBytes(bytes);
  const rows = splitRows(text, mapping.delimiter ?? guessDelimiter(text, mapping));
  const { columns, dataRows } = locateColumns(rows, mapping);
  const dateFormat = mapping.date_format ?? "YYYY-MM-DD";
  const lines: ParsedStatementLine[] = [];
  for (const row of dataRows) {
    const cell = (field: CsvColumnField) => {
      const index = columns.get(field);
      return index === undefined ? undefined : (row.cells[index] ?? "").trim();
    };
    if (row.cells.every((value) => value.trim() === "")) continue;
    const missing = [...columns.values()].find((index) => index >= row.cells.length);
    if (missing !== undefined) {
      throw new StatementFileError(
        `The row has ${row.cells.length} field${row.cells.length === 1 ? "" : "s"}, so column ${missing + 1} is missing (check the delimiter).`,
        row.line,
      );
    }
    const currencyText = cell("currency");
    const currency = currencyText ? readCurrencyCode(currencyText, row.line) : undefined;
    const style: AmountStyle = {
      decimalSeparators: [mapping.decimal_separator ?? "."],
      allowGrouping: true,
      minorDigits: currency ? minorDigits(currency) : DEFAULT_MINOR_DIGITS,
    };
    const signed = readSignedAmount(cell, style, row.line);
    if (signed === 0) continue;
    const externalId = cell("external_id") || undefined;
    if (externalId && externalId.length > 255) {
      throw new StatementFileError("The id column holds more than 255 characters.", row.line);
    }
    lines.push({
      line: row.line,
      date: parseFormattedDate(cell("date") ?? "", dateFormat, row.line),
      amount_cents: Math.abs(signed),
      direction: signed < 0 ? "debit" : "credit",
      currency,
      counterparty_name: cleanText(cell("counterparty")),
      description: cleanText(cell("description")),
      reference: cleanText(cell("reference")),
      external_id: externalId,
    });
  }
  const currencies = new Set(lines.map((line) => line.currency));
  const [onlyCurrency] = currencies;
  return { lines, currency: currencies.size === 1 ? onlyCurrency : undefined };
}

/**
 * The delimiter whose rows hold a header naming every mapped column. Papa Parse's own guess looks for a steady count
 * of fields over the first rows, which the lines of account details above many banks' headers upset, and amounts
 * with a decimal comma make "," look likely in a ";" file. Without a header, Papa Parse guesses ("" below).
 */
function guessDelimiter(text: string, mapping: CsvColumnMappingOutput): string {
  if (mapping.has_header === false) return "";
  const head = text.split(/\r\n|\n|\r/, HEADER_SEARCH_ROWS * 2).join("\n");
  const found = DELIMITERS.find((delimiter) => {
    const { data } = Papa.parse<string[]>(head, { delimiter, preview: HEADER_SEARCH_ROWS });
    return findHeaderRow(data, mapping) !== -1;
  });
  return found ?? "";
}

function splitRows(text: string, delimiter: string): Row[] {
  const index = new LineIndex(text);
  const rows: Row[] = [];
  let start = 0;
  Papa.parse<string[]>(text, {
    delimiter,
    delimitersToGuess: [...DELIMITERS],
    skipEmptyLines: false,
    step: (result) => {
      // A failed delimiter guess falls back to ","; the header check then says what is wrong.
      const error = result.errors.find((candidate) => candidate.type !== "Delimiter");
      if (error) {
        const at = error.index !== undefined ? index.lineAt(error.index) : index.lineAt(start);
        throw new StatementFileError(
          error.code === "MissingQuotes" ? "A quoted field is never closed." : error.message,
          at,
        );
      }
      rows.push({ cells: result.data, line: index.lineAt(start) });
      start = result.meta.cursor;
    },
  });
  return rows;
}

function mappedFields(mapping: CsvColumnMappingOutput): CsvColumnField[] {
  return COLUMN_FIELDS.filter((field) => mapping[field] !== undefined);
}

/** Index of the first of the leading rows that names every mapped column, or -1. */
function findHeaderRow(rows: string[][], mapping: CsvColumnMappingOutput): number {
  const wanted = mappedFields(mapping).map((field) => normaliseHeader(mapping[field]!));
  return rows.slice(0, HEADER_SEARCH_ROWS).findIndex((cells) => {
    const names = new Set(cells.map(normaliseHeader));
    return wanted.every((name) => names.has(name));
  });
}

function locateColumns(rows: Row[], mapping: CsvColumnMappingOutput) {
  const fields = mappedFields(mapping);
  const columns = new Map<CsvColumnField, number>();
  if (mapping.has_header === false) {
    for (const field of fields) columns.set(field, Number(mapping[field]) - 1);
    return { columns, dataRows: rows };
  }
  const wanted = (field: CsvColumnField) => normaliseHeader(mapping[field]!);
  const headerAt = findHeaderRow(
    rows.map((row) => row.cells),
    mapping,
  );
  if (headerAt === -1) {
    const first = rows.find((row) => row.cells.some((cell) => cell.trim() !== ""));
    const missing = fields.map((field) => `"${mapping[field]}"`).join(", ");
    throw new StatementFileError(
      `No header row names the mapped columns ${missing}; the file's first row has ${
        first ? first.cells.map((cell) => `"${cell.trim()}"`).join(", ") : "nothing"
      }.`,
      first?.line ?? 1,
    );
  }
  const header = rows[headerAt]!.cells.map(normaliseHeader);
  for (const field of fields) columns.set(field, header.indexOf(wanted(field)));
  return { columns, dataRows: rows.slice(headerAt + 1) };
}

function normaliseHeader(value: string): string {
  return value
    .replace(/^\ufeff/, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** Signed minor units: one amount column (negative = money out), or debit (out) and credit (in) columns. */
function readSignedAmount(
  cell: (field: CsvColumnField) => string | undefined,
  style: AmountStyle,
  line: number,
): number {
  const amount = cell("amount");
  if (amount !== undefined) {
    if (amount === "") throw new StatementFileError("The amount is empty.", line);
    return parseAmount(amount, line, style);
  }
  const debitText = cell("debit") ?? "";
  const creditText = cell("credit") ?? "";
  const debit = debitText === "" ? 0 : Math.abs(parseAmount(debitText, line, style));
  const credit = creditText === "" ? 0 : Math.abs(parseAmount(creditText, line, style));
  if (debitText === "" && creditText === "")
    throw new StatementFileError("Both debit and credit are empty.", line);
  if (debit !== 0 && credit !== 0) {
    throw new StatementFileError(
      "The row has both a debit and a credit amount; one line moves money one way.",
      line,
    );
  }
  return credit - debit;
}
