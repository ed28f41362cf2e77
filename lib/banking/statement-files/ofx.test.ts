import { describe, expect, it } from "vitest";
import { parseStatementFile } from "./statement-file";
import { fixtureFile, refusalOf } from "./statement-file-test-support";

const parseOfx = (name: string) => parseStatementFile("ofx", fixtureFile(name));

describe("OFX and QFX statements", () => {
  it("reads an OFX 1.0.2 SGML checking statement in Windows-1252 with unclosed leaves", () => {
    const statement = parseOfx("ofx/checking-sgml-102.ofx");
    expect(statement).toMatchObject({
      currency: "USD",
      account_mask: "7716",
      closing_balance_cents: 1023044,
      statement_end_date: "2024-01-31",
    });
    expect(statement.opening_balance_cents).toBeUndefined();
    expect(statement.lines).toHaveLength(7);
    expect(statement.lines[0]).toEqual({
      line: 39,
      date: "2024-01-02",
      amount_cents: 450000,
      direction: "debit",
      currency: "USD",
      counterparty_name: "PINE STREET PROPERTIES",
      description: "RENT JANUARY UNIT 4B",
      reference: undefined,
      external_id: "202401020",
      transaction_type: "other",
    });
    expect(statement.lines[1]).toMatchObject({
      counterparty_name: "CAFÉ NOIR",
      description: undefined,
      transaction_type: "card_payment",
    });
    expect(statement.lines[2]).toMatchObject({
      counterparty_name: "AT&T MOBILITY",
      transaction_type: "direct_debit",
    });
    expect(statement.lines[3]).toMatchObject({ amount_cents: 245000, direction: "credit" });
    expect(statement.lines[4]).toMatchObject({ reference: "1042" });
    expect(
      statement.lines.slice(5).map((line) => [line.transaction_type, line.direction, line.amount_cents]),
    ).toEqual([
      ["fee", "debit", 1500],
      ["interest", "credit", 87],
    ]);
  });

  it("reads an OFX 2.2 XML credit card statement with a payee aggregate and a negative balance", () => {
    const statement = parseOfx("ofx/creditcard-xml-220.ofx");
    expect(statement).toMatchObject({ currency: "GBP", account_mask: "9931", closing_balance_cents: -84577 });
    expect(
      statement.lines.map((line) => [line.line, line.counterparty_name, line.direction, line.amount_cents]),
    ).toEqual([
      [21, "Café Rouge & Bar", "debit", 4280],
      [30, "Dell Technologies UK", "debit", 129900],
      [38, "PAYMENT RECEIVED - THANK YOU", "credit", 150000],
      [45, "NON-STERLING TRANSACTION FEE", "debit", 299],
    ]);
    expect(statement.lines[0]!.date).toBe("2024-01-04"); // DTPOSTED, not DTUSER
  });

  it("reads a QFX file written on few lines, with Intuit's dotted tags, and leaves out a zero line", () => {
    const statement = parseOfx("ofx/checking-quicken.qfx");
    expect(statement).toMatchObject({
      currency: "USD",
      account_mask: "3210",
      closing_balance_cents: 1882209,
    });
    expect(
      statement.lines.map((line) => [line.line, line.date, line.transaction_type, line.amount_cents]),
    ).toEqual([
      [15, "2024-01-03", "other", 211463],
      [16, "2024-01-05", "other", 684321],
      [17, "2024-01-09", "atm_withdrawal", 20000],
      [18, "2024-01-15", "bank_transfer", 300000],
    ]);
    expect(statement.lines[1]!.external_id).toBe("20240105 6843.21 0 1");
  });

  it("reads a French export with decimal commas", () => {
    const statement = parseOfx("ofx/fr-comma-decimal.ofx");
    expect(statement).toMatchObject({ currency: "EUR", closing_balance_cents: 742018 });
    expect(statement.lines.map((line) => [line.direction, line.amount_cents])).toEqual([
      ["debit", 125000],
      ["credit", 348050],
      ["debit", 2390],
      ["debit", 800],
    ]);
  });

  it.each([
    ["ofx-bad-amount.ofx", 35, /"-12.50.3" is not an amount/],
    ["ofx-grouped-amount.ofx", 28, /"2,450.00" is not an amount/],
    ["ofx-bad-date.ofx", 41, /"20240230" is not an OFX date/],
    ["ofx-missing-trnamt.ofx", 32, /The transaction has no <TRNAMT>/],
    ["ofx-mismatched-tag.ofx", 37, /<\/BANKTRANLIST> where <STMTTRN> \(line 32\) must close first/],
    ["ofx-text-outside-element.ofx", 26, /Text "SEE ATTACHED" outside any element/],
    ["ofx-truncated.ofx", 35, /The file ends before <STMTTRN> \(line 32\) is closed/],
    ["ofx-two-accounts.ofx", 37, /statements of more than one account/],
    ["ofx-not-ofx.ofx", 1, /Not an OFX file/],
  ])("refuses malformed/%s naming line %i", (name, line, message) => {
    const error = refusalOf(() => parseOfx(`malformed/${name}`));
    expect(error.line).toBe(line);
    expect(error.message).toMatch(message);
  });
});
