export interface SniffedFileType {
  mimeType: string;
  extension: string;
}

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

/** UTF-8 text without NUL or other control characters than tab, line feed and carriage return; else null. */
function asText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && !ALLOWED_CONTROLS.has(code)) || code === 0x7f) return null;
  }
  return text;
}

/**
 * The file's type read from its bytes, never from its name (decisions.md §9): PDF, PNG, JPEG, WEBP, HEIC, XML or CSV.
 * XML must start with its declaration, so an HTML or SVG page cannot pass as XML; CSV is text whose first line has a
 * separator and that does not start with markup. Anything else is null.
 */
export function sniffFileType(bytes: Uint8Array): SniffedFileType | null {
  if (ascii(bytes, 0, 5) === "%PDF-") return { mimeType: "application/pdf", extension: "pdf" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mimeType: "image/png", extension: "png" };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mimeType: "image/jpeg", extension: "jpg" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") {
    return { mimeType: "image/webp", extension: "webp" };
  }
  if (ascii(bytes, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(bytes, 8, 12))) {
    return { mimeType: "image/heic", extension: "heic" };
  }
  const text = asText(bytes);
  if (text === null) return null;
  const start = text.replace(/^\uFEFF/, "").trimStart();
  if (start.startsWith("<?xml")) return { mimeType: "application/xml", extension: "xml" };
  const firstLine = start.split(/\r?\n/, 1)[0] ?? "";
  if (!start.startsWith("<") && /[,;\t]/.test(firstLine)) return { mimeType: "text/csv", extension: "csv" };
  return null;
}
