import { describe, expect, it } from "vitest";
import { ApiError } from "../http/api-error";
import { DOCUMENT_MAX_BYTES } from "../schemas/document-limits";
import { decodeUploadFile } from "./decode-upload";

const failure = (file: string) => {
  try {
    decodeUploadFile(file, "document.file");
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("Expected a refusal.");
};

describe("decodeUploadFile", () => {
  it("decodes base64, URL-safe base64 and base64 data: URLs", () => {
    const content = Buffer.from([0xfb, 0xff, 0xbf, 1, 2, 3]);
    expect(decodeUploadFile(content.toString("base64"), "f")).toEqual(content);
    expect(decodeUploadFile(content.toString("base64url"), "f")).toEqual(content);
    expect(decodeUploadFile(`data:application/pdf;base64,${content.toString("base64")}`, "f")).toEqual(
      content,
    );
    expect(decodeUploadFile(`  ${content.toString("base64").replace(/(.{4})/g, "$1\n")}`, "f")).toEqual(
      content,
    );
  });

  it("refuses text that is not base64, a data: URL that is not base64 and an empty file with 400", () => {
    for (const file of ["not base64!", "data:text/plain,hello", "===="]) {
      const error = failure(file);
      expect([error.status, Object.keys(error.details ?? {})]).toEqual([400, ["document.file"]]);
    }
  });

  it("refuses more than 10 MB decoded with 413 before decoding", () => {
    const justOver = "A".repeat(Math.ceil(((DOCUMENT_MAX_BYTES + 1) * 4) / 3 / 4) * 4);
    const error = failure(justOver);
    expect(error.status).toBe(413);
    expect(error.code).toBe("payload_too_large");
    const atLimit = Buffer.alloc(DOCUMENT_MAX_BYTES).toString("base64");
    expect(decodeUploadFile(atLimit, "f").length).toBe(DOCUMENT_MAX_BYTES);
  });
});
