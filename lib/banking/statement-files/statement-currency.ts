import { StatementFileError } from "./statement-file-error";

const CURRENCY_CODES = new Set(Intl.supportedValuesOf("currency"));

/** An ISO 4217 code as the file writes it (any case), upper-cased; anything else is refused with the line. */
export function readCurrencyCode(value: string, line: number): string {
  const code = value.trim().toUpperCase();
  if (!CURRENCY_CODES.has(code))
    throw new StatementFileError(`"${value.trim()}" is not an ISO 4217 currency code.`, line);
  return code;
}
