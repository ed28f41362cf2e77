import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import {
  ACCOUNT_TYPES,
  CHART,
  accountDetail,
  accountSummary,
  entryDetail,
  entrySummary,
  nestedAccount,
  postEntry,
} from "../support/extensions-ledger";
import { bodyOf, get, getOk, newBooks, post } from "../support/payables";
import { anything, arrayOf, expectShape, int, object, page } from "../support/shape";

/**
 * Conformance with shared/spec/extensions.md §4: every route of the chart of accounts and the general ledger's journal
 * entries answers the documented names, types, enumerated values and envelopes (on whichever database the suite runs).
 */

test.describe("extensions.md §4: chart of accounts and general ledger", () => {
  test("every route answers the documented fields, types and values", async () => {
    const books = await newBooks();
    const created = await bodyOf(
      await post(books, CHART, {
        code: "6150",
        name: "Travel",
        account_type: "Expense",
        account_subtype: "operating_expenses",
        external_id: "travel",
        description: "Trips",
        balance_behavior: "debit_positive",
      }),
      201,
    );
    expectShape(created, accountDetail, "POST chart-of-accounts");
    expect(created).toMatchObject({ account_type: "expense", is_active: true, hierarchy_level: 0 });
    const again = await bodyOf(
      await post(books, CHART, { code: "6155", name: "Other", external_id: "travel" }),
    );
    expect(again.id).toBe(created.id);

    const child = await bodyOf(
      await post(books, `${CHART}travel/children/`, { code: "6151", name: "Flights" }),
      201,
    );
    expectShape(child, accountDetail, "POST children");
    expect(child).toMatchObject({
      parent_account_code: "6150",
      hierarchy_level: 1,
      account_subtype: "operating_expenses",
    });
    await postEntry(books, "2025-03-10", "6151", "1000", 40_000);
    const entry = await postEntry(books, "2025-03-12", "1000", "4000", 90_000);

    for (const reference of [created.id, "6150", "travel"]) {
      const detail = await getOk(books, `${CHART}${reference}/`);
      expectShape(detail, accountDetail, `GET chart-of-accounts/${reference}`);
      expect(detail).toMatchObject({ id: created.id, current_balance: 40_000, has_children: true });
      expect(detail.sub_accounts.map((sub: { code: string }) => sub.code)).toEqual(["6151"]);
    }

    const list = await getOk(books, `${CHART}?page_size=100`);
    expectShape(list, page(object(accountSummary)), "GET chart-of-accounts");
    const types = await getOk(books, `${CHART}?account_type=REVENUE&include_zero_balance=false`);
    expect(types.results.map((a: { code: string }) => a.code)).toEqual(["4000"]);
    const period = await getOk(books, `${CHART}?period_year=2025&period_month=3&search=travel`);
    expect(period.results[0]).toMatchObject({ code: "6150", period_balance: 40_000 });
    expect(typeof period.results[0].period_balance_formatted).toBe("string");
    const grouped = await getOk(books, `${CHART}?group_by=type&page_size=100`);
    const typeOrder = grouped.results.map((a: { account_type: string }) =>
      ACCOUNT_TYPES.indexOf(a.account_type),
    );
    expect(typeOrder).toEqual([...typeOrder].sort((a, b) => a - b));
    await expectError(await get(books, `${CHART}?account_type=income`), 400, "validation_error");

    const tree = await getOk(books, `${CHART}hierarchy/`);
    expectShape(tree, object({ hierarchy: arrayOf(nestedAccount), total_accounts: int }), "GET hierarchy");
    expect(tree.hierarchy.every((root: { hierarchy_level: number }) => root.hierarchy_level === 0)).toBe(
      true,
    );

    const entries = await getOk(books, `${CHART}1000/entries/?start_date=2025-03-11&end_date=2025-03-31`);
    expectShape(entries, page(anything), "GET entries");
    expect(entries).toMatchObject({
      opening_balance_cents: -40_000,
      closing_balance_cents: 50_000,
      count: 1,
    });

    const journal = await getOk(
      books,
      "/general-ledger/journal-entries/?date_from=2025-03-01&date_to=2025-03-31",
    );
    expectShape(journal, page(object(entrySummary)), "GET journal-entries");
    expect(journal.count).toBe(2);
    const detail = await getOk(books, `/general-ledger/journal-entries/${entry.id}/`);
    expectShape(detail, entryDetail, "GET journal-entries/{id}");
    expect(detail).toMatchObject({
      total_debit: 90_000,
      total_credit: 90_000,
      is_balanced: true,
      created_by: "manual",
      status: "approved",
      is_posted: true,
      accounting_period: { year: 2025, month: 3 },
    });
    expect(detail.sequence_number).toMatch(/^JE-2025-\d+$/);
    const bySequence = await getOk(
      books,
      `/general-ledger/journal-entries/?search=${detail.sequence_number}`,
    );
    expect(bySequence.results.map((e: { id: string }) => e.id)).toEqual([entry.id]);
    const drafts = await getOk(books, "/general-ledger/journal-entries/?status=draft");
    expect(drafts.count).toBe(0);
    await expectError(
      await get(books, "/general-ledger/journal-entries/?created_by=robot"),
      400,
      "validation_error",
    );
  });
});
