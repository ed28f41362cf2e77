import { minorDigits } from "@/lib/i18n/format";
import { toMajorUnitsText } from "@/lib/money/major-units-input";
import { camtTransactionType } from "./camt053-transaction-type";
import type { ParsedStatement, ParsedStatementLine } from "./parsed-statement";
import { parseAmount } from "./statement-amount";
import { readCurrencyCode } from "./statement-currency";
import { parseIsoDate } from "./statement-date";
import { StatementFileError } from "./statement-file-error";
import { cleanText, decodeStatementBytes } from "./statement-text";
import { attributeOf, child, children, descend, textAt, XmlDocument, type XmlElement } from "./xml-document";

const REPEATING = ["Stmt", "Bal", "Ntry", "NtryDtls", "TxDtls", "Ustrd", "Strd", "Tp"];
const OTHER_MESSAGES: Record<string, string> = {
  BkToCstmrAcctRpt: "a camt.052 account report",
  BkToCstmrDbtCdtNtfctn: "a camt.054 notification",
};

interface Money {
  cents: number; // signed: CRDT positive, DBIT negative
  currency: string;
}

/**
 * ISO 20022 bank-to-customer statements (camt.053; both the 001.02 and the 001.08 shapes of what is read here). Booked
 * entries (Ntry) become lines; an entry whose details (NtryDtls) hold several transactions with their own amounts (a
 * batch: salaries, a collection of card sales) becomes one line per transaction, and those must add up to the entry.
 * Several statements (one per day is common) must be of one account; the earliest opening and the latest closing
 * booked balances (OPBD / CLBD) are the file's.
 */
export function parseCamt053Statement(bytes: Uint8Array): ParsedStatement {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 512));
  const text = decodeStatementBytes(bytes, /encoding=["']([^"']+)["']/.exec(head)?.[1]);
  const document = new XmlDocument(text, "Document", REPEATING);
  const message = child(document.root, "BkToCstmrStmt");
  if (!message) {
    const other = Object.keys(document.root).find((name) => name in OTHER_MESSAGES);
    throw new StatementFileError(
      `Not a camt.053 statement${other ? `: this is ${OTHER_MESSAGES[other]}` : ""}.`,
      document.lineOf(other ? child(document.root, other) : document.root, 1),
    );
  }
  const statements = children(message, "Stmt").map((statement) => readStatement(document, statement));
  if (statements.length === 0)
    throw new StatementFileError("The file holds no <Stmt>.", document.lineOf(message, 1));
  const other = statements.find((statement) => statement.account !== statements[0]!.account);
  if (other) {
    throw new StatementFileError(
      "The file holds statements of more than one account; export one account per file.",
      other.line,
    );
  }
  const byEnd = [...statements].sort((a, b) => (a.endDate ?? "").localeCompare(b.endDate ?? ""));
  const first = byEnd[0]!;
  const last = byEnd.at(-1)!;
  return {
    lines: statements.flatMap((statement) => statement.lines),
    currency: first.currency,
    account_mask: first.account?.slice(-4),
    opening_balance_cents: first.opening?.cents,
    closing_balance_cents: last.closing?.cents,
    statement_end_date: last.endDate,
  };
}

function readStatement(document: XmlDocument, statement: XmlElement) {
  const line = document.lineOf(statement, 1);
  const account = textAt(statement, "Acct", "Id", "IBAN") ?? textAt(statement, "Acct", "Id", "Othr", "Id");
  const currencyText = textAt(statement, "Acct", "Ccy");
  const accountCurrency =
    currencyText && readCurrencyCode(currencyText, document.lineOf(descend(statement, "Acct"), line));
  const balances = children(statement, "Bal");
  const balance = (...codes: string[]) => {
    const found = balances.find((bal) => codes.includes(textAt(bal, "Tp", "CdOrPrtry", "Cd") ?? ""));
    return found && { element: found, money: readMoney(document, found, line) };
  };
  const opening = balance("OPBD", "PRCD");
  const closing = balance("CLBD");
  const endText =
    textAt(statement, "FrToDt", "ToDtTm") ??
    textAt(closing?.element, "Dt", "Dt") ??
    textAt(closing?.element, "Dt", "DtTm");
  const lines = children(statement, "Ntry").flatMap((entry) => readEntry(document, entry));
  return {
    line,
    account,
    currency: accountCurrency ?? opening?.money.currency ?? lines[0]?.currency,
    opening: opening?.money,
    closing: closing?.money,
    endDate:
      endText === undefined ? undefined : parseIsoDate(endText, document.lineOf(closing?.element, line)),
    lines,
  };
}

function readEntry(document: XmlDocument, entry: XmlElement): ParsedStatementLine[] {
  const line = document.lineOf(entry, 1);
  const status = textAt(entry, "Sts") ?? textAt(entry, "Sts", "Cd");
  if (status !== undefined && status !== "BOOK") return []; // pending and information-only entries are not booked
  const money = readMoney(document, entry, line);
  if (money.cents === 0) return [];
  const dateElement = descend(entry, "BookgDt") ?? descend(entry, "ValDt");
  const dateText = textAt(dateElement, "Dt") ?? textAt(dateElement, "DtTm");
  if (dateText === undefined)
    throw new StatementFileError("The entry has no booking date (<BookgDt>).", line);
  const date = parseIsoDate(dateText, document.lineOf(dateElement, line));
  const entryId = textAt(entry, "AcctSvcrRef") ?? textAt(entry, "NtryRef");
  const details = children(entry, "NtryDtls").flatMap((entryDetails) => children(entryDetails, "TxDtls"));
  const base = {
    date,
    currency: money.currency,
    transaction_type: camtTransactionType(child(entry, "BkTxCd")),
  };
  const amounts = details.map((transaction) => transactionMoney(document, transaction, money));
  if (details.length > 1 && amounts.every((amount) => amount !== undefined)) {
    const sum = amounts.reduce((total, amount) => total + amount!.cents, 0);
    if (sum !== money.cents) {
      throw new StatementFileError(
        `The batch entry's ${details.length} transactions add up to ${majorText(sum, money)}, not the entry's ${majorText(money.cents, money)}.`,
        line,
      );
    }
    return details.map((transaction, index) => ({
      ...base,
      ...describe(transaction, amounts[index]!.cents, entry),
      ...signed(amounts[index]!.cents),
      line: document.lineOf(transaction, line),
      external_id:
        textAt(transaction, "Refs", "AcctSvcrRef") ??
        (entryId === undefined ? undefined : `${entryId}/${index + 1}`),
      transaction_type: camtTransactionType(child(transaction, "BkTxCd")) ?? base.transaction_type,
    }));
  }
  const only = details.length === 1 ? details[0] : undefined;
  const batchNote = details.length > 1 ? `Batch of ${details.length} transactions` : undefined;
  return [
    {
      ...base,
      ...describe(only, money.cents, entry),
      ...(batchNote && { description: cleanText(textAt(entry, "AddtlNtryInf")) ?? batchNote }),
      ...signed(money.cents),
      line,
      external_id: entryId ?? textAt(only, "Refs", "AcctSvcrRef"),
      transaction_type: camtTransactionType(child(only, "BkTxCd")) ?? base.transaction_type,
    },
  ];
}

function majorText(cents: number, money: Money): string {
  return `${toMajorUnitsText(cents, minorDigits(money.currency))} ${money.currency}`;
}

function signed(cents: number) {
  return { amount_cents: Math.abs(cents), direction: cents < 0 ? ("debit" as const) : ("credit" as const) };
}

/** Counterparty, description and reference of one transaction (or of the entry when it has no details). */
function describe(transaction: XmlElement | undefined, cents: number, entry: XmlElement) {
  const parties = descend(transaction, "RltdPties");
  const party = cents < 0 ? "Cdtr" : "Dbtr";
  const ultimate = cents < 0 ? "UltmtCdtr" : "UltmtDbtr";
  const name =
    textAt(parties, party, "Nm") ??
    textAt(parties, party, "Pty", "Nm") ??
    textAt(parties, ultimate, "Nm") ??
    textAt(parties, ultimate, "Pty", "Nm");
  const remittance = descend(transaction, "RmtInf");
  const unstructured = children(remittance, "Ustrd")
    .map((element) => textAt(element))
    .filter(Boolean)
    .join(" ");
  const endToEnd = textAt(transaction, "Refs", "EndToEndId");
  return {
    counterparty_name: cleanText(name),
    description: cleanText(
      unstructured || textAt(transaction, "AddtlTxInf") || textAt(entry, "AddtlNtryInf"),
    ),
    reference: cleanText(
      children(remittance, "Strd")
        .map((structured) => textAt(structured, "CdtrRefInf", "Ref"))
        .find(Boolean) ?? (endToEnd === "NOTPROVIDED" ? undefined : endToEnd),
    ),
  };
}

/** A transaction's own amount in the entry's currency (TxDtls > Amt from 001.04 on, else AmtDtls > TxAmt). */
function transactionMoney(document: XmlDocument, transaction: XmlElement, entry: Money): Money | undefined {
  const amount = descend(transaction, "Amt") ?? descend(transaction, "AmtDtls", "TxAmt", "Amt");
  if (!amount || attributeOf(amount, "Ccy")?.toUpperCase() !== entry.currency) return undefined;
  const line = document.lineOf(amount, document.lineOf(transaction, 1));
  const cents = readAmount(textAt(amount) ?? "", line, entry.currency);
  const indicator = readIndicator(
    textAt(transaction, "CdtDbtInd") ?? (entry.cents < 0 ? "DBIT" : "CRDT"),
    line,
  );
  return { cents: indicator === "DBIT" ? -cents : cents, currency: entry.currency };
}

/** Amt with its Ccy and the element's CdtDbtInd, as signed cents (balances and entries alike). */
function readMoney(document: XmlDocument, holder: XmlElement, fallbackLine: number): Money {
  const line = document.lineOf(holder, fallbackLine);
  const amount = descend(holder, "Amt");
  if (!amount) throw new StatementFileError("An amount (<Amt>) is missing.", line);
  const amountLine = document.lineOf(amount, line);
  const currencyText = attributeOf(amount, "Ccy");
  if (currencyText === undefined)
    throw new StatementFileError("The amount has no currency (Ccy).", amountLine);
  const currency = readCurrencyCode(currencyText, amountLine);
  const cents = readAmount(textAt(amount) ?? "", amountLine, currency);
  const indicator = readIndicator(textAt(holder, "CdtDbtInd"), line);
  return { cents: indicator === "DBIT" ? -cents : cents, currency };
}

function readIndicator(indicator: string | undefined, line: number): "CRDT" | "DBIT" {
  if (indicator === "CRDT" || indicator === "DBIT") return indicator;
  throw new StatementFileError(`<CdtDbtInd> must be CRDT or DBIT, not "${indicator ?? ""}".`, line);
}

function readAmount(text: string, line: number, currency: string): number {
  const cents = parseAmount(text, line, {
    decimalSeparators: ["."],
    allowGrouping: false,
    minorDigits: minorDigits(currency),
  });
  if (cents < 0 || /^\s*[-+]/.test(text)) {
    throw new StatementFileError(
      `"${text}" has a sign; CAMT amounts are unsigned and CdtDbtInd gives the direction.`,
      line,
    );
  }
  return cents;
}
