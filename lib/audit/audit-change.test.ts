import { describe, expect, it } from "vitest";
import { withoutFileContents } from "./audit-change";

describe("withoutFileContents", () => {
  it("replaces a document's base64 with its decoded size and keeps every other field", () => {
    const bytes = Buffer.from("%PDF-1.7 hello world");
    const body = {
      memo: "Paper",
      line_items: [{ quantity: 2, file_note: "not a file" }],
      document: { file: bytes.toString("base64"), file_name: "bill.pdf" },
    };
    expect(withoutFileContents(body)).toEqual({
      memo: "Paper",
      line_items: [{ quantity: 2, file_note: "not a file" }],
      document: { file: { omitted: true, size: bytes.length }, file_name: "bill.pdf" },
    });
  });

  it("counts a data: URL's payload only, padding and line breaks left out", () => {
    const bytes = Buffer.alloc(1000, 7);
    const wrapped = bytes.toString("base64").replace(/(.{76})/g, "$1\n");
    expect(withoutFileContents({ file: `data:application/pdf;base64,${wrapped}` })).toEqual({
      file: { omitted: true, size: 1000 },
    });
  });

  it("leaves bodies without files as they are", () => {
    expect(withoutFileContents(undefined)).toBeUndefined();
    expect(withoutFileContents({ a: [1, null, "x"] })).toEqual({ a: [1, null, "x"] });
  });
});
