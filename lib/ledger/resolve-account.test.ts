import { describe, expect, it } from "vitest";
import { DEFAULT_CHART_OF_ACCOUNTS } from "./default-chart-of-accounts";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { resolveAccount, resolveAccounts } from "./resolve-account";
import { SYSTEM_ACCOUNT_ROLES } from "./system-account-roles";

const test = setupTestDatabase();

describe("resolveAccount", () => {
  it("finds an account by id, by code and by system role", async () => {
    const { business, account } = await createTestBusiness(test.db);
    const expense = account("6100");
    const byId = await resolveAccount(test.db, business.id, { type: "AccountId", id: expense.id }, "x");
    const byCode = await resolveAccount(test.db, business.id, { type: "AccountCode", code: "6100" }, "x");
    const byRole = await resolveAccount(test.db, business.id, "accounts_payable", "x");
    expect([byId.code, byCode.id, byRole.code]).toEqual(["6100", expense.id, "2000"]);
  });

  it("reports every unknown, foreign or archived account under the caller's field path", async () => {
    const mine = await createTestBusiness(test.db);
    const theirs = await createTestBusiness(test.db);
    await mine.archive(mine.account("1010").id);
    const error = await resolveAccounts(test.db, mine.business.id, [
      { reference: { type: "AccountCode", code: "6000" }, fieldPath: "lines.0.account_identifier" },
      { reference: { type: "AccountCode", code: "9999" }, fieldPath: "lines.1.account_identifier" },
      {
        reference: { type: "AccountId", id: theirs.account("6000").id },
        fieldPath: "lines.2.account_identifier",
      },
      { reference: { type: "AccountId", id: "not-a-uuid" }, fieldPath: "lines.3.account_identifier" },
      { reference: { type: "AccountCode", code: "1010" }, fieldPath: "lines.4.account_identifier" },
    ]).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: "validation_error",
      details: {
        "lines.1.account_identifier": ["No account with code 9999."],
        "lines.2.account_identifier": [`No account with id ${theirs.account("6000").id}.`],
        "lines.3.account_identifier": ["No account with id not-a-uuid."],
        "lines.4.account_identifier": ["Account 1010 is archived."],
      },
    });
    expect(Object.keys((error as { details: object }).details)).toHaveLength(4);
  });

  it("knows every role the default chart of accounts hands out", () => {
    const seeded = DEFAULT_CHART_OF_ACCOUNTS.flatMap((account) => account.systemRole ?? []);
    expect(new Set(seeded)).toEqual(new Set(SYSTEM_ACCOUNT_ROLES));
  });
});
