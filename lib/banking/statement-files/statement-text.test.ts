import { describe, expect, it } from "vitest";
import { cleanText, decodeStatementBytes, LineIndex } from "./statement-text";

describe("decodeStatementBytes", () => {
  const text = "Müller;Gärten;-4,90 €";

  it("reads UTF-8 with and without a byte order mark", () => {
    const utf8 = new TextEncoder().encode(text);
    expect(decodeStatementBytes(utf8)).toBe(text);
    expect(decodeStatementBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe(text);
  });

  it("reads Latin-1 / Windows-1252 when the bytes are not UTF-8", () => {
    const latin1 = Uint8Array.from([..."Müller;Gärten;-4,90 "].map((c) => c.charCodeAt(0)).concat(0x80));
    expect(decodeStatementBytes(latin1)).toBe(text);
  });

  it("honours a declared single-byte charset even when the bytes happen to be valid UTF-8", () => {
    const bytes = new TextEncoder().encode("Ã¤");
    expect(decodeStatementBytes(bytes, "ISO-8859-1")).toBe("Ã\u0192Â¤");
    expect(decodeStatementBytes(bytes)).toBe("Ã¤");
  });

  it("reads UTF-16 with its byte order mark", () => {
    const le = new Uint8Array([0xff, 0xfe, ...[..."Aä"].flatMap((c) => [c.charCodeAt(0), 0])]);
    const be = new Uint8Array([0xfe, 0xff, ...[..."Aä"].flatMap((c) => [0, c.charCodeAt(0)])]);
    expect(decodeStatementBytes(le)).toBe("Aä");
    expect(decodeStatementBytes(be)).toBe("Aä");
  });
});

describe("LineIndex", () => {
  it("counts LF, CRLF and lone CR line ends", () => {
    const text = "a\nb\r\nc\rd";
    const index = new LineIndex(text);
    expect([..."abcd"].map((letter) => index.lineAt(text.indexOf(letter)))).toEqual([1, 2, 3, 4]);
    expect(index.lineAt(text.indexOf("\r\n"))).toBe(2);
  });
});

describe("cleanText", () => {
  it("collapses white space and drops empty values", () => {
    expect(cleanText("  TESCO   STORES\n 3297 ")).toBe("TESCO STORES 3297");
    expect(cleanText(" \t")).toBeUndefined();
    expect(cleanText(undefined)).toBeUndefined();
  });
});
