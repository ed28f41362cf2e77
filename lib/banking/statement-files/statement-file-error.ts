/**
 * A bank file that cannot be read as a statement. `line` is the 1-based line of the file at fault, so the person who
 * uploaded it can open it and look; it is absent only when no line is to blame (no column mapping for a CSV file).
 */
export class StatementFileError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(line === undefined ? message : `Line ${line}: ${message}`);
    this.name = "StatementFileError";
  }
}
