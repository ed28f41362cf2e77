import { readFileSync } from "node:fs";
import path from "node:path";
import { StatementFileError } from "./statement-file-error";

/** The bytes of a file under fixtures/, as an upload would hand them over. */
export function fixtureFile(name: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(import.meta.dirname, "fixtures", name)));
}

/** The StatementFileError that `run` throws; fails the test when it throws nothing or something else. */
export function refusalOf(run: () => unknown): StatementFileError {
  try {
    run();
  } catch (error) {
    if (error instanceof StatementFileError) return error;
    throw error;
  }
  throw new Error("Expected a StatementFileError, but nothing was thrown.");
}
