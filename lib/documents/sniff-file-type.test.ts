import { describe, expect, it } from "vitest";
import { sniffFileType } from "./sniff-file-type";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))),
  );

describe("sniffFileType", () => {
  it.each([
    ["PDF", bytes("%PDF-1.7\n..."), "application/pdf"],
    ["PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), "image/png"],
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]), "image/jpeg"],
    ["WEBP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), "image/webp"],
    ["HEIC", bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0]), "image/heic"],
    ["XML", Buffer.from("\uFEFF  <?xml version='1.0'?><Invoice/>"), "application/xml"],
    ["CSV", bytes("date;amount\n2025-01-01;100\n"), "text/csv"],
    ["UTF-8 CSV", Buffer.from("vara,pris\nkaffe,25 kr\n"), "text/csv"],
  ])("reads %s from its bytes", (_name, content, mimeType) => {
    expect(sniffFileType(content)?.mimeType).toBe(mimeType);
  });

  it.each([
    ["a Windows executable", bytes("MZ", [0x90, 0, 3, 0, 0, 0, 4, 0])],
    ["an ELF binary", bytes([0x7f], "ELF", [2, 1, 1, 0])],
    ["a ZIP archive", bytes("PK", [3, 4, 20, 0])],
    ["an HTML page", bytes("<html><script>alert(1)</script></html>")],
    ["an SVG image", bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["plain text without separators", bytes("hello world\n")],
    ["text with control characters", bytes("a,b\n\u0001,2")],
    ["nothing", bytes("")],
  ])("refuses %s", (_name, content) => {
    expect(sniffFileType(content)).toBeNull();
  });
});
