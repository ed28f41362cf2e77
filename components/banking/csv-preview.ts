import Papa from "papaparse";
import { type CsvPreview, guessDateFormat } from "./csv-mapping-guess";

const PREVIEW_BYTES = 64 * 1024;
const PREVIEW_ROWS = 40;
const DELIMITERS = [",", ";", "\t", "|"] as const;

/**
 * The first rows of a bank's CSV export for the import dialog, read in the browser before anything is sent: the
 * text as the server will decode it (UTF-8, else Windows-1252), the delimiter and the header row, which may sit
 * below lines of account details. The server parses the whole file again; this only helps a person map columns.
 */
export function readCsvPreview(bytes: Uint8Array): CsvPreview | undefined {
  const text = decodeStart(bytes.subarray(0, PREVIEW_BYTES));
  let best: (CsvPreview & { width: number }) | undefined;
  for (const delimiter of DELIMITERS) {
    const rows = Papa.parse<string[]>(text, {
      delimiter,
      preview: PREVIEW_ROWS,
      skipEmptyLines: "greedy",
    }).data;
    const found = findTable(rows);
    if (found && (!best || found.width > best.width)) best = { ...found, delimiter };
  }
  if (!best) return undefined;
  const { width: _width, ...preview } = best;
  return preview;
}

/** A header row (no dates in it) over rows of the same width with dates, or such rows alone (no header). */
function findTable(
  rows: string[][],
): { headers: string[]; rows: string[][]; hasHeader: boolean; width: number } | undefined {
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!;
    const width = row.length;
    if (width < 2) continue;
    // ">=": some banks end every data row with a delimiter the header lacks.
    const body = rows.slice(index + 1).filter((candidate) => candidate.length >= width);
    const hasDates = (cells: string[]) => cells.some((cell) => guessDateFormat([cell]) !== undefined);
    if (hasDates(row) && rows.slice(index, index + 3).every((candidate) => candidate.length === width)) {
      return {
        headers: row.map((_, column) => String(column + 1)),
        rows: rows.slice(index).filter((r) => r.length === width),
        hasHeader: false,
        width,
      };
    }
    if (!hasDates(row) && body.length > 0 && hasDates(body[0]!) && (rows[index + 1]?.length ?? 0) >= width) {
      return {
        headers: row.map((cell) => cell.replace(/^\ufeff/, "").trim()),
        rows: body,
        hasHeader: true,
        width,
      };
    }
  }
  return undefined;
}

function decodeStart(bytes: Uint8Array): string {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    // stream: a character cut in half at the end of the slice is not an error.
    return new TextDecoder("utf-8", { fatal: true }).decode(start, { stream: true });
  } catch {
    return new TextDecoder("windows-1252").decode(start);
  }
}
