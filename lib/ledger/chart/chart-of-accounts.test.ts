import { describe, expect, it } from "vitest";
import { ApiError } from "../../http/api-error";
import { createTestBusiness } from "../../testing/test-business";
import { setupTestDatabase } from "../../testing/test-database";
import { postJournalEntry } from "../post-journal-entry";
import { archiveAccount } from "./archive-account";
import { createChildAccount, createLedgerAccount } from "./create-ledger-account";
import { chartHierarchy, getLedgerAccountDetail } from "./ledger-account-views";
import { listLedgerAccounts } from "./list-ledger-accounts";

const test = setupTestDatabase();

const newAccount = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `Account ${code}`,
  is_cash_account: false,
  is_non_cash_expense: false,
  ...extra,
});

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("documented chart of accounts", () => {
  it("nests sub-accounts, aggregates their balances into the parent and finds an account by id, code or external id", async () => {
    const { business, account } = await createTestBusiness(test.db);
    const parent = await createLedgerAccount(test.db, business.id, {
      ...newAccount("6150", { account_subtype: "operating_expenses", external_id: "travel" }),
    });
    const child = await createChildAccount(test.db, business.id, "travel", { code: "6151", name: "Flights" });
    expect(child.account).toMatchObject({
      parentId: parent.account.id,
      accountSubtype: "operating_expenses",
    });
    await postJournalEntry(test.db, business.id, {
      entryDate: "2025-03-10",
      source: "manual",
      lines: [
        { accountId: child.account.id, debitCents: 12_345, creditCents: 0 },
        { accountId: account("1000").id, debitCents: 0, creditCents: 12_345 },
      ],
    });
    const byCode = await getLedgerAccountDetail(test.db, business.id, "USD", "6150");
    const byExternalId = await getLedgerAccountDetail(test.db, business.id, "USD", "travel");
    const byId = await getLedgerAccountDetail(test.db, business.id, "USD", parent.account.id);
    expect(byCode).toEqual(byExternalId);
    expect(byId).toEqual(byCode);
    expect(byCode).toMatchObject({
      account_type: "expense",
      normal_balance: "debit",
      current_balance: 12_345,
      current_balance_formatted: "$123.45",
      total_debits: 0,
      has_children: true,
      hierarchy_level: 0,
      sub_accounts: [
        { code: "6151", hierarchy_level: 1, parent_account_code: "6150", current_balance: 12_345 },
      ],
    });
    const tree = await chartHierarchy(test.db, business.id, "USD");
    const roots = tree.hierarchy.map((node) => node.code);
    expect(roots).toContain("6150");
    expect(roots).not.toContain("6151");
    const page = await listLedgerAccounts(test.db, business.id, {
      page: 1,
      page_size: 100,
      include_zero_balance: false,
      include_archived: false,
    });
    expect(page.rows.map((node) => node.account.code)).toEqual(["1000", "6150", "6151"]);
  });

  it("an external_id already in use returns that account, not a second one", async () => {
    const { business } = await createTestBusiness(test.db);
    const input = newAccount("4150", { account_subtype: "revenue", external_id: "subs" });
    const first = await createLedgerAccount(test.db, business.id, input);
    const again = await createLedgerAccount(test.db, business.id, { ...input, code: "4151" });
    expect([first.isNew, again.isNew, again.account.id]).toEqual([true, false, first.account.id]);
  });

  it("refuses a subtype of another type, a wrong balance behaviour and a non-cash flag off expenses", async () => {
    const { business } = await createTestBusiness(test.db);
    const cases = [
      [{ account_subtype: "revenue", account_type: "expense" }, "account_type"],
      [{ account_subtype: "revenue", balance_behavior: "debit_positive" }, "balance_behavior"],
      [{ account_subtype: "revenue", is_non_cash_expense: true }, "is_non_cash_expense"],
      [{}, "account_subtype"],
      [{ parent_id: "nope" }, "parent_id"],
    ] as const;
    for (const [extra, field] of cases) {
      const error = await refusal(
        createLedgerAccount(test.db, business.id, newAccount("4200", extra) as never),
      );
      expect(Object.keys(error.details ?? {})).toEqual([field]);
    }
  });

  it("refuses to archive an account with a balance, active sub-accounts or a system role, saying why", async () => {
    const { business, account } = await createTestBusiness(test.db);
    await postJournalEntry(test.db, business.id, {
      entryDate: "2025-01-05",
      source: "manual",
      lines: [
        { accountId: account("6100").id, debitCents: 500, creditCents: 0 },
        { accountId: account("1000").id, debitCents: 0, creditCents: 500 },
      ],
    });
    const withBalance = await refusal(archiveAccount(test.db, business.id, "6100"));
    expect([withBalance.code, withBalance.message]).toEqual([
      "conflict",
      "Account 6100 cannot be archived: its balance is 500 cents (debits less credits), not zero.",
    ]);
    expect((await refusal(archiveAccount(test.db, business.id, "2000"))).message).toMatch(/accounts_payable/);
    const parent = await createLedgerAccount(
      test.db,
      business.id,
      newAccount("6160", { account_subtype: "operating_expenses" }),
    );
    await createChildAccount(test.db, business.id, "6160", { code: "6161", name: "Child" });
    expect((await refusal(archiveAccount(test.db, business.id, "6160"))).message).toMatch(
      /sub-accounts \(6161\)/,
    );
    const archivedChild = await archiveAccount(test.db, business.id, "6161");
    expect(archivedChild.isArchived).toBe(true);
    expect((await archiveAccount(test.db, business.id, parent.account.id)).isArchived).toBe(true);
  });
});
