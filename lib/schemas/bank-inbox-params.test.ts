import { describe, expect, it } from "vitest";
import { bankInboxApiQuery, bankInboxFilterErrors, parseBankInboxParams } from "./bank-inbox-params";

const parse = (query: string) => parseBankInboxParams(new URLSearchParams(query));
const empty = { bank_account: "", date_from: "", date_to: "", amount_min: "", amount_max: "", search: "" };

describe("bank inbox URL state", () => {
  it("opens on the lines to review, page 1, and asks the API for those needing categorization", () => {
    const params = parse("");
    expect(params).toMatchObject({ view: "review", page: 1, ...empty });
    expect(bankInboxApiQuery(params, 2, 25)).toMatchObject({
      needs_categorization: "true",
      page: 1,
      page_size: 25,
    });
  });

  it("takes the URL's view, filters and page; amounts typed in major units go to the API as cents", () => {
    const account = "0b4c8c1e-7f57-4a59-9d1e-3f3b1a2c4d5e";
    const params = parse(
      `view=categorized&bank_account=${account}&date_from=2025-03-01&date_to=2025-03-31&amount_min=12,50&amount_max=100&search=Caf%C3%A9&page=3`,
    );
    expect(bankInboxApiQuery(params, 2, 25)).toEqual({
      status: "categorized,split",
      bank_account_connection_id: account,
      date_from: "2025-03-01",
      date_to: "2025-03-31",
      amount_min: 1_250,
      amount_max: 10_000,
      search: "Café",
      page: 3,
      page_size: 25,
    });
  });

  it("ignores what it cannot read, so a hand-edited link still opens the inbox", () => {
    const params = parse("view=everything&bank_account=nope&date_from=March&page=-2");
    expect(params).toMatchObject({ view: "review", page: 1, bank_account: "", date_from: "" });
    expect(bankInboxApiQuery(parse("amount_min=ten"), 2, 25).amount_min).toBeUndefined();
  });

  it("refuses amounts that are not amounts and ranges that run backwards, naming the field", () => {
    expect(bankInboxFilterErrors({ ...empty, amount_min: "ten", amount_max: "1.005" }, 2)).toEqual({
      amount_min: "amountInvalid",
      amount_max: "amountInvalid",
    });
    expect(
      bankInboxFilterErrors(
        { ...empty, amount_min: "20", amount_max: "10", date_from: "2025-03-02", date_to: "2025-03-01" },
        2,
      ),
    ).toEqual({ amount_max: "amountOrder", date_to: "dateOrder" });
    expect(bankInboxFilterErrors({ ...empty, amount_min: "10", amount_max: "10" }, 2)).toEqual({});
  });
});
