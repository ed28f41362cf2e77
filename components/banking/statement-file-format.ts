import type { StatementFileFormat } from "@/lib/banking/statement-files/parsed-statement";

const SNIFF_BYTES = 4096;

/**
 * The format of a chosen bank file, so the import dialog can send it without asking: what the first 4 kB say (an
 * OFX header or <OFX> element, a camt.053 document), else the name's extension. Undefined when neither tells; the
 * person then picks, and the server refuses a file that is not what was picked, naming the line.
 */
export function detectStatementFileFormat(
  fileName: string,
  bytes: Uint8Array,
): StatementFileFormat | undefined {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, SNIFF_BYTES));
  if (/^\s*OFXHEADER\s*:/.test(head.replace(/^\ufeff|^ï»¿/, "")) || head.includes("<OFX>")) return "ofx";
  if (/camt\.053\.|<BkToCstmrStmt\b/.test(head)) return "camt053";
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === "ofx" || extension === "qfx") return "ofx";
  if (extension === "csv" || extension === "txt" || extension === "tsv") return "csv";
  return undefined;
}
