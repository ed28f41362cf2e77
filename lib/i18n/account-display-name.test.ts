import { describe, expect, it } from "vitest";
import { DEFAULT_CHART_OF_ACCOUNTS } from "../ledger/default-chart-of-accounts";
import { accountDisplayName } from "./account-display-name";
import { messagesFor } from "./catalog";
import { DEFAULT_ACCOUNT_NAMES } from "./default-account-names";

const sv = messagesFor("sv").accountNames;
const de = messagesFor("de").accountNames;

describe("accountDisplayName", () => {
  it("shows a default account that keeps its default code and name in the person's language", () => {
    expect(accountDisplayName({ code: "2000", name: "Accounts payable" }, sv)).toBe("Leverantörsskulder");
    expect(accountDisplayName({ code: "1100", name: "Accounts receivable" }, de)).toBe(
      "Forderungen aus Lieferungen und Leistungen",
    );
    expect(accountDisplayName({ code: "6100", name: "Rent" }, messagesFor("en-GB").accountNames)).toBe(
      "Rent",
    );
  });

  it("shows a renamed default account as the business named it", () => {
    expect(accountDisplayName({ code: "2000", name: "Leverantörsskulder (egna)" }, sv)).toBe(
      "Leverantörsskulder (egna)",
    );
  });

  it("matches on the code, not on the English name alone", () => {
    // The business's own account that happens to be called "Rent", and a default account moved to another code.
    expect(accountDisplayName({ code: "6150", name: "Rent" }, sv)).toBe("Rent");
    expect(accountDisplayName({ code: "6100", name: "Accounts payable" }, sv)).toBe("Accounts payable");
    expect(accountDisplayName({ code: null, name: "Sales" }, sv)).toBe("Sales");
  });

  it("treats object property names as ordinary codes", () => {
    expect(accountDisplayName({ code: "constructor", name: "constructor" }, sv)).toBe("constructor");
  });
});

describe("DEFAULT_ACCOUNT_NAMES", () => {
  it("is the default chart of accounts' names by code, every one of them", () => {
    expect(DEFAULT_ACCOUNT_NAMES).toEqual(
      Object.fromEntries(DEFAULT_CHART_OF_ACCOUNTS.map((account) => [account.code, account.name])),
    );
  });

  it("has a distinct name per account in every language", () => {
    for (const locale of ["en-US", "de", "fr", "sv", "nb"] as const) {
      const names = Object.values(messagesFor(locale).accountNames);
      expect(new Set(names).size, locale).toBe(names.length);
    }
  });
});
