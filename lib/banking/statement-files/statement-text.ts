/**
 * Bytes of a bank file as text. Banks export UTF-8 (with or without a byte order mark), UTF-16 from spreadsheet
 * "Unicode text" exports, or a Western single-byte code page (Latin-1 / Windows-1252, common in German and Nordic
 * CSV files). Without a BOM, text that is valid UTF-8 is UTF-8; anything else is read as Windows-1252, the superset
 * of Latin-1 that browsers also use for "latin1".
 */
export function decodeStatementBytes(bytes: Uint8Array, declaredCharset?: string): string {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return new TextDecoder("utf-8").decode(bytes.subarray(3));
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  if (declaredCharset && isSingleByteWestern(declaredCharset))
    return new TextDecoder("windows-1252").decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

function isSingleByteWestern(charset: string): boolean {
  return /^(?:iso-?8859-?(?:1|15)|latin-?1|(?:windows-|cp)?1252)$/i.test(charset.trim());
}

/** Maps a character offset of a text to its 1-based line (LF, CRLF or a lone CR ends a line). */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      if (code === 10 || (code === 13 && text.charCodeAt(index + 1) !== 10)) this.starts.push(index + 1);
    }
  }

  lineAt(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  }
}

/** Runs of white space as one space, trimmed; nothing left is undefined. */
export function cleanText(value: string | undefined): string | undefined {
  const cleaned = value?.replace(/\s+/g, " ").trim();
  return cleaned ? cleaned : undefined;
}
