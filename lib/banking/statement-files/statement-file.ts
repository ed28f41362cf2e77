import type { CsvColumnMapping } from "@/lib/schemas/csv-column-mapping";
import { parseCamt053Statement } from "./camt053";
import { parseCsvStatement } from "./csv";
import { parseOfxStatement } from "./ofx";
import type { ParsedStatement, StatementFileFormat } from "./parsed-statement";
import { StatementFileError } from "./statement-file-error";
import { assignExternalIds } from "./statement-line-identity";

export type { CsvColumnMapping } from "@/lib/schemas/csv-column-mapping";
export type { ParsedStatement, ParsedStatementLine, StatementFileFormat } from "./parsed-statement";
export { StatementFileError } from "./statement-file-error";

/**
 * Reads a bank statement file: CSV through a column mapping, OFX / QFX (1.x SGML or 2.x XML) or ISO 20022 camt.053.
 * Either every line of the file is read, or a StatementFileError names the first line at fault and nothing is
 * returned, so a caller that stores the result stores all of a file or none of it. Lines that move no money (amount
 * 0) and entries that are not booked (camt pending or information-only) are left out. Every line gets an external id
 * (statement-line-identity.ts), so importing a file twice finds the same lines.
 */
export function parseStatementFile(
  format: StatementFileFormat,
  bytes: Uint8Array,
  mapping?: CsvColumnMapping,
): ParsedStatement {
  if (bytes.length === 0) throw new StatementFileError("The file is empty.", 1);
  const statement = read(format, bytes, mapping);
  return { ...statement, lines: assignExternalIds(statement.lines) };
}

function read(format: StatementFileFormat, bytes: Uint8Array, mapping?: CsvColumnMapping): ParsedStatement {
  switch (format) {
    case "csv":
      return parseCsvStatement(bytes, mapping);
    case "ofx":
      return parseOfxStatement(bytes);
    case "camt053":
      return parseCamt053Statement(bytes);
  }
}
