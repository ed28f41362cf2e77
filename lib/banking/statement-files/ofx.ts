import { minorDigits } from "@/lib/i18n/format";
import { ofxSgmlToXml } from "./ofx-sgml-to-xml";
import type { ParsedStatement, ParsedStatementLine, StatementTransactionType } from "./parsed-statement";
import { parseAmount } from "./statement-amount";
import { readCurrencyCode } from "./statement-currency";
import { parseOfxDate } from "./statement-date";
import { StatementFileError } from "./statement-file-error";
import { cleanText, decodeStatementBytes } from "./statement-text";
import { children, descend, textAt, XmlDocument, type XmlElement } from "./xml-document";

/** OFX TRNTYPE → extensions.md §2.3. Generic CREDIT / DEBIT / DEP / CHECK say nothing more than "other". */
const TRANSACTION_TYPES: Record<string, StatementTransactionType> = {
  INT: "interest",
  DIV: "interest",
  FEE: "fee",
  SRVCHG: "fee",
  ATM: "atm_withdrawal",
  CASH: "atm_withdrawal",
  POS: "card_payment",
  XFER: "bank_transfer",
  PAYMENT: "bank_transfer",
  DIRECTDEP: "bank_transfer",
  DIRECTDEBIT: "direct_debit",
  REPEATPMT: "standing_order",
};

const STATEMENT_PATHS = [
  ["BANKMSGSRSV1", "STMTTRNRS", "STMTRS"],
  ["CREDITCARDMSGSRSV1", "CCSTMTTRNRS", "CCSTMTRS"],
] as const;

interface Statement {
  element: XmlElement;
  line: number;
  accountId?: string;
  currency?: string;
  endDate?: string;
}

/**
 * OFX 1.x (SGML), OFX 2.x (XML) and QFX (OFX with Intuit's extra tags) bank and credit card statements. The header
 * names the character set; the body becomes XML (ofx-sgml-to-xml.ts) and is read as one document. Several
 * statements of one account are read as one; statements of different accounts are refused, since a file is
 * imported into one bank account. Amounts are in the statement's currency (CURDEF), their sign gives the direction.
 */
export function parseOfxStatement(bytes: Uint8Array): ParsedStatement {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 2048));
  const charset = /^CHARSET:\s*(\S+)/m.exec(head)?.[1] ?? /encoding="([^"]+)"/.exec(head)?.[1];
  const text = decodeStatementBytes(bytes, charset === "1252" ? "windows-1252" : charset);
  const start = text.indexOf("<OFX>");
  if (start === -1) throw new StatementFileError("Not an OFX file: it has no <OFX> element.", 1);
  // The header (SGML "KEY:VALUE" lines or XML declarations) is kept as its line breaks, so lines stay the file's.
  const header = text.slice(0, start).replace(/[^\r\n]/g, "");
  const document = new XmlDocument(ofxSgmlToXml(header + text.slice(start)), "OFX", [
    "STMTTRNRS",
    "CCSTMTTRNRS",
    "STMTTRN",
  ]);
  const statements = findStatements(document);
  const lines = statements.flatMap((statement) =>
    children(descend(statement.element, "BANKTRANLIST"), "STMTTRN").flatMap((transaction) =>
      readTransaction(document, transaction, statement),
    ),
  );
  const last = statements.reduce((latest, statement) =>
    (statement.endDate ?? "") >= (latest.endDate ?? "") ? statement : latest,
  );
  const balance = textAt(last.element, "LEDGERBAL", "BALAMT");
  const balanceLine = document.lineOf(descend(last.element, "LEDGERBAL"), last.line);
  return {
    lines,
    currency: statements[0]!.currency,
    account_mask: statements[0]!.accountId?.slice(-4),
    closing_balance_cents:
      balance === undefined ? undefined : parseAmount(balance, balanceLine, amountStyle(last.currency)),
    statement_end_date: last.endDate,
  };
}

function findStatements(document: XmlDocument): Statement[] {
  const statements: Statement[] = [];
  for (const [messageSet, response, statementName] of STATEMENT_PATHS) {
    for (const wrapper of children(descend(document.root, messageSet), response)) {
      const element = descend(wrapper, statementName);
      if (!element) continue;
      const line = document.lineOf(element, 1);
      const endText = textAt(element, "BANKTRANLIST", "DTEND") ?? textAt(element, "LEDGERBAL", "DTASOF");
      const currencyText = textAt(element, "CURDEF");
      const currency =
        currencyText && readCurrencyCode(currencyText, document.lineOf(descend(element, "CURDEF"), line));
      statements.push({
        element,
        line,
        accountId: textAt(element, "BANKACCTFROM", "ACCTID") ?? textAt(element, "CCACCTFROM", "ACCTID"),
        currency,
        endDate: endText === undefined ? undefined : parseOfxDate(endText, line),
      });
    }
  }
  if (statements.length === 0) {
    throw new StatementFileError(
      "The OFX file holds no bank or credit card statement.",
      document.lineOf(document.root, 1),
    );
  }
  const other = statements.find((statement) => statement.accountId !== statements[0]!.accountId);
  if (other) {
    throw new StatementFileError(
      "The file holds statements of more than one account; export one account per file.",
      other.line,
    );
  }
  return statements;
}

function readTransaction(
  document: XmlDocument,
  transaction: XmlElement,
  statement: Statement,
): ParsedStatementLine[] {
  const line = document.lineOf(transaction, statement.line);
  const lineOf = (name: string) => document.lineOf(descend(transaction, name), line);
  const amountText = textAt(transaction, "TRNAMT");
  if (amountText === undefined) throw new StatementFileError("The transaction has no <TRNAMT>.", line);
  const dateText = textAt(transaction, "DTPOSTED");
  if (dateText === undefined) throw new StatementFileError("The transaction has no <DTPOSTED>.", line);
  const signed = parseAmount(amountText, lineOf("TRNAMT"), amountStyle(statement.currency));
  const date = parseOfxDate(dateText, lineOf("DTPOSTED"));
  if (signed === 0) return [];
  const type = textAt(transaction, "TRNTYPE")?.toUpperCase();
  return [
    {
      line,
      date,
      amount_cents: Math.abs(signed),
      direction: signed < 0 ? "debit" : "credit",
      currency: statement.currency,
      counterparty_name: cleanText(textAt(transaction, "NAME") ?? textAt(transaction, "PAYEE", "NAME")),
      description: cleanText(textAt(transaction, "MEMO")),
      reference: cleanText(textAt(transaction, "REFNUM") ?? textAt(transaction, "CHECKNUM")),
      external_id: cleanText(textAt(transaction, "FITID")),
      transaction_type: (type && TRANSACTION_TYPES[type]) || "other",
    },
  ];
}

/** OFX amounts have no grouping; European banks write a decimal comma, which OFX allows. */
function amountStyle(currency: string | undefined) {
  return {
    decimalSeparators: [".", ","] as const,
    allowGrouping: false,
    minorDigits: currency ? minorDigits(currency) : 2,
  };
}
