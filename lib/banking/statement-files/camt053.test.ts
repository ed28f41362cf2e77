import { describe, expect, it } from "vitest";
import { parseStatementFile } from "./statement-file";
import { fixtureFile, refusalOf } from "./statement-file-test-support";

const parseCamt = (name: string) => parseStatementFile("camt053", fixtureFile(name));

describe("camt.053 statements", () => {
  it("reads a Nordic 001.02 statement: balances, references, and a Bankgiro batch as one line per payment", () => {
    const statement = parseCamt("camt053/se-nordic-001.02.xml");
    expect(statement).toMatchObject({
      currency: "SEK",
      account_mask: "2345",
      opening_balance_cents: 20190868,
      closing_balance_cents: 16055518,
      statement_end_date: "2024-01-31",
    });
    const signed = statement.lines.reduce(
      (sum, line) => sum + (line.direction === "credit" ? 1 : -1) * line.amount_cents,
      0,
    );
    expect(statement.opening_balance_cents! + signed).toBe(statement.closing_balance_cents);
    expect(statement.lines[0]).toEqual({
      line: 37,
      date: "2024-01-02",
      amount_cents: 9900,
      direction: "debit",
      currency: "SEK",
      counterparty_name: undefined,
      description: "Månadsavgift företagspaket",
      reference: undefined,
      external_id: "5484952100123",
      transaction_type: "fee",
    });
    expect(statement.lines[1]).toMatchObject({
      counterparty_name: "Årefastigheter i Jämtland AB",
      description: "Hyra kontor Q1",
      reference: "40012024000115", // the structured reference, not the NOTPROVIDED end-to-end id
      transaction_type: "bank_transfer",
    });
    const batch = statement.lines.filter((line) => line.date === "2024-01-25");
    expect(
      batch.map((line) => [
        line.line,
        line.counterparty_name,
        line.amount_cents,
        line.reference,
        line.external_id,
      ]),
    ).toEqual([
      [90, "Östersunds Bygg & Måleri AB", 1250000, "7390111245", "BG20240125-0001"],
      [96, "Kafé Lingon HB", 500000, "7390111252", "BG20240125-0002"],
      [102, "Nils Persson", 125000, undefined, "BG20240125-0003"],
    ]);
    expect(batch[2]!.description).toBe("Faktura 2024-009 tack!");
    expect(statement.lines.find((line) => line.transaction_type === "card_payment")).toMatchObject({
      counterparty_name: "ICA Kvantum Åre",
      date: "2024-01-29", // booking date, not the value date
    });
  });

  it("reads a German 001.08 file of two daily statements: party names, a salary batch, a reversal, no pending entry", () => {
    const statement = parseCamt("camt053/de-sparkasse-style-001.08.xml");
    expect(statement).toMatchObject({
      currency: "EUR",
      account_mask: "4937",
      opening_balance_cents: 841277,
      closing_balance_cents: 703175,
      statement_end_date: "2024-01-17",
    });
    expect(
      statement.lines.map((line) => [
        line.date,
        line.direction,
        line.amount_cents,
        line.counterparty_name,
        line.transaction_type,
      ]),
    ).toEqual([
      ["2024-01-16", "debit", 13240, "Stadtwerke München GmbH", "sepa_debit"],
      ["2024-01-16", "debit", 172550, "Anna Weiß", "sepa_credit"],
      ["2024-01-16", "debit", 117450, "Jürgen Köhler", "sepa_credit"],
      ["2024-01-17", "credit", 172318, "Hotel Alpenblick GmbH & Co. KG", "sepa_credit"],
      ["2024-01-17", "debit", 7180, undefined, "bank_transfer"],
    ]);
    expect(statement.lines[1]!.external_id).toBe("2024011600002/1");
    expect(statement.lines[3]!.reference).toBe("RF18539007547034");
    expect(statement.lines[4]!.description).toBe("Rücküberweisung Kontonummer fehlerhaft");
  });

  it.each([
    ["camt-not-well-formed.xml", 13, /Not well-formed XML: Expected closing tag 'AcctSvcrRef'/],
    ["camt-bad-indicator.xml", 15, /<CdtDbtInd> must be CRDT or DBIT, not "CREDIT"/],
    ["camt-bad-date.xml", 19, /"2024-02-30" is not an ISO 8601 date/],
    ["camt-missing-booking-date.xml", 8, /no booking date/],
    ["camt-signed-amount.xml", 9, /"-99.00" has a sign/],
    ["camt-bad-currency.xml", 9, /"KRONOR" is not an ISO 4217 currency code/],
    ["camt-batch-sum-mismatch.xml", 8, /add up to 100.00 SEK, not the entry's 99.00 SEK/],
    ["camt-two-accounts.xml", 16, /statements of more than one account/],
    ["camt-052-report.xml", 3, /Not a camt.053 statement: this is a camt.052 account report/],
    ["camt-doctype.xml", 2, /A DOCTYPE is not allowed/],
    ["camt-unknown-entity.xml", 13, /found "&nbsp;"/],
  ])("refuses malformed/%s naming line %i", (name, line, message) => {
    const error = refusalOf(() => parseCamt(`malformed/${name}`));
    expect(error.line).toBe(line);
    expect(error.message).toMatch(message);
  });

  it("refuses an OFX file handed over as camt.053", () => {
    expect(
      refusalOf(() => parseStatementFile("camt053", fixtureFile("ofx/checking-sgml-102.ofx"))).line,
    ).toBeGreaterThan(0);
  });
});
