import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fixtureFile } from "@/lib/banking/statement-files/statement-file-test-support";
import { detectStatementFileFormat } from "./statement-file-format";

const FIXTURES = path.join(import.meta.dirname, "../../lib/banking/statement-files/fixtures");

describe("detectStatementFileFormat", () => {
  it.each(["csv", "ofx", "camt053"])(
    "knows every %s fixture, by content even without a telling name",
    (folder) => {
      for (const name of readdirSync(path.join(FIXTURES, folder))) {
        const bytes = fixtureFile(`${folder}/${name}`);
        expect(detectStatementFileFormat(name, bytes), name).toBe(folder);
        if (folder !== "csv") expect(detectStatementFileFormat("export", bytes), name).toBe(folder);
      }
    },
  );

  it("falls back on the extension, and gives up on neither", () => {
    const text = new TextEncoder().encode("<html>Session expired</html>");
    expect(detectStatementFileFormat("statement.QFX", text)).toBe("ofx");
    expect(detectStatementFileFormat("umsaetze.txt", text)).toBe("csv");
    expect(detectStatementFileFormat("statement.pdf", text)).toBeUndefined();
    expect(
      detectStatementFileFormat(
        "report.xml",
        new TextEncoder().encode("<Document><BkToCstmrAcctRpt/></Document>"),
      ),
    ).toBeUndefined();
  });
});
