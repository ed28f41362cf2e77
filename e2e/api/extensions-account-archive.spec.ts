import { expect, test } from "@playwright/test";
import { bearer, expectError } from "../support/api";
import { CHART, accountDetail, postEntry } from "../support/extensions-ledger";
import { bodyOf, getOk, newBooks, post, type Books } from "../support/payables";
import { expectShape } from "../support/shape";

/** extensions.md §4: archiving an account of the chart, and what an archived account refuses. */

const del = (books: Books, path: string) =>
  books.api.delete(`${books.base}${path}`, { headers: bearer(books.token) });

test.describe("extensions.md §4: chart of accounts and general ledger", () => {
  test("archiving refuses an account with a balance, sub-accounts or a ledger role, with 409 saying why", async () => {
    const books = await newBooks();
    await postEntry(books, "2025-03-10", "6100", "1000", 1_000);
    const withBalance = await expectError(await del(books, `${CHART}6100/`), 409, "conflict");
    expect(withBalance.error).toBe(
      "Account 6100 cannot be archived: its balance is 1000 cents (debits less credits), not zero.",
    );
    expect((await expectError(await del(books, `${CHART}2000/`), 409, "conflict")).error).toContain(
      "accounts_payable",
    );
    await bodyOf(
      await post(books, CHART, { code: "6160", name: "Parent", account_subtype: "operating_expenses" }),
      201,
    );
    await bodyOf(await post(books, `${CHART}6160/children/`, { code: "6161", name: "Child" }), 201);
    expect((await expectError(await del(books, `${CHART}6160/`), 409, "conflict")).error).toContain("(6161)");
    const archived = await bodyOf(await del(books, `${CHART}6161/`));
    expectShape(archived, accountDetail, "DELETE chart-of-accounts");
    expect(archived.is_active).toBe(false);
    expect((await getOk(books, `${CHART}?search=6161`)).count).toBe(0);
    expect((await getOk(books, `${CHART}?search=6161&include_archived=true`)).count).toBe(1);
    const refused = await expectError(
      await post(books, "/journal-entries/", {
        entry_date: "2025-03-11",
        lines: [
          { account_identifier: { type: "AccountCode", code: "6161" }, debit_cents: 5 },
          { account_identifier: { type: "AccountCode", code: "1000" }, credit_cents: 5 },
        ],
      }),
      400,
      "validation_error",
    );
    expect(refused.details?.["lines.0.account_identifier"]).toEqual(["Account 6161 is archived."]);
    // The same account through the first path: one ledger, two paths.
    const first = await getOk(books, `/accounts/${archived.id}/`);
    expect(first).toMatchObject({ code: "6161", is_archived: true });
    await expectError(await del(books, `${CHART}9999/`), 404, "not_found");
  });
});
