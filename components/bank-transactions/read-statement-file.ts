import type { CsvColumnMapping } from "@/lib/schemas/csv-column-mapping";
import type { StatementFileFormat } from "@/lib/banking/statement-files/parsed-statement";
import type { CsvPreview } from "@/components/banking/csv-mapping-guess";
import { guessCsvMapping } from "@/components/banking/csv-mapping-guess";
import { readCsvPreview } from "@/components/banking/csv-preview";
import { detectStatementFileFormat } from "@/components/banking/statement-file-format";

/** A chosen statement file as the import dialog holds it: sent as a data: URL, with what the browser could tell. */
export interface ChosenStatement {
  name: string;
  dataUrl: string;
  format: StatementFileFormat | undefined;
  preview: CsvPreview | undefined;
  mapping: CsvColumnMapping | undefined;
}

const dataUrlOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Reads a file: its format (sniffed, else by name), and for a CSV a preview and a first guess at its columns. */
export async function readStatementFile(file: File, isMonthFirst: boolean): Promise<ChosenStatement> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = detectStatementFileFormat(file.name, bytes);
  const preview = format === "csv" || format === undefined ? readCsvPreview(bytes) : undefined;
  return {
    name: file.name,
    dataUrl: await dataUrlOf(file),
    format: format ?? (preview ? "csv" : undefined),
    preview,
    mapping: preview ? guessCsvMapping(preview, { isMonthFirst }) : undefined,
  };
}
