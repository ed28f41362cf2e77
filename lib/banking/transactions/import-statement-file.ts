import type { BusinessRow } from "../../businesses/business-serializer";
import type { Db } from "../../db/client";
import { decodeUploadFile } from "../../documents/decode-upload";
import { ApiError } from "../../http/api-error";
import type { ImportResult, ImportStatementFileInput } from "../../schemas/bank-transaction-import";
import type { BankTransactionType } from "../../schemas/bank-values";
import { findBankAccount } from "../accounts/bank-account-row";
import {
  parseStatementFile,
  StatementFileError,
  type ParsedStatement,
} from "../statement-files/statement-file";
import { applyRulesOnImport } from "../rules/apply-rules";
import { importBankTransactions, type ImportLine } from "./import-bank-transactions";

/**
 * `POST /bank-transactions/import-file/`: reads a statement file (lib/banking/statement-files) and imports its lines
 * as the batch route does. A file that cannot be read, or that is another account's or currency's statement, is 400
 * naming the line and stores nothing; a readable file's lines get per-item results.
 */
export async function importStatementFile(
  db: Db,
  business: BusinessRow,
  input: ImportStatementFileInput,
): Promise<ImportResult> {
  const bytes = decodeUploadFile(input.file, "file");
  const statement = readStatement(input, bytes);
  const account = await findBankAccount(db, business.id, input.bank_account_connection_id, {
    fieldPath: "bank_account_connection_id",
  });
  assertSameAccount(statement, account);
  const lines: ImportLine[] = statement.lines.map((line) => ({
    external_id: line.external_id!,
    date: line.date,
    amount_cents: line.amount_cents,
    direction: line.direction,
    currency: (line.currency ?? statement.currency) as ImportLine["currency"],
    counterparty_name: line.counterparty_name ?? null,
    description: line.description ?? null,
    reference: line.reference ?? null,
    transaction_type: (line.transaction_type ?? "other") as BankTransactionType,
    line: line.line,
  }));
  const foreign = lines.find((line) => line.currency && line.currency !== account.currency);
  if (foreign) {
    throw fileError(
      `Line ${foreign.line}: in ${foreign.currency}; the bank account is in ${account.currency}.`,
    );
  }
  const result = await importBankTransactions(
    db,
    business,
    account.id,
    lines,
    input.format,
    applyRulesOnImport,
  );
  return {
    ...result,
    statement: {
      format: input.format,
      line_count: statement.lines.length,
      currency: statement.currency ?? null,
      account_mask: statement.account_mask ?? null,
      opening_balance_cents: statement.opening_balance_cents ?? null,
      closing_balance_cents: statement.closing_balance_cents ?? null,
      statement_end_date: statement.statement_end_date ?? null,
    },
  };
}

const fileError = (message: string) =>
  ApiError.validation({ file: [message] }, `The file cannot be imported. ${message}`);

function readStatement(input: ImportStatementFileInput, bytes: Uint8Array): ParsedStatement {
  try {
    return parseStatementFile(input.format, bytes, input.mapping);
  } catch (error) {
    if (error instanceof StatementFileError) throw fileError(error.message);
    throw error;
  }
}

function assertSameAccount(statement: ParsedStatement, account: { currency: string; mask: string | null }) {
  if (statement.currency && statement.currency !== account.currency) {
    throw fileError(
      `The file is a ${statement.currency} statement; the bank account is in ${account.currency}.`,
    );
  }
  const fileMask = statement.account_mask?.toLowerCase().slice(-4);
  const accountMask = account.mask?.toLowerCase().slice(-4);
  if (fileMask && accountMask && !fileMask.endsWith(accountMask) && !accountMask.endsWith(fileMask)) {
    throw fileError(`The file is the statement of account …${statement.account_mask}, not …${account.mask}.`);
  }
}
