import { expect, test } from "@playwright/test";
import { postEntry } from "../support/extensions-ledger";
import { getOk, newBooks } from "../support/payables";
import { arrayOf, date, expectShape, int, object, oneOf, str, uuid } from "../support/shape";

/** Conformance with extensions.md §3.3: the profit and loss answers the documented summary and account groups. */

const accountGroup = object({
  display_name: str,
  total_cents: int,
  line_items: arrayOf(object({ account_id: uuid, account_code: str, account_name: str, value_cents: int })),
});

test.describe("extensions.md §3.3: profit and loss", () => {
  test("detailed answers the summary and one group per subtype", async () => {
    const books = await newBooks();
    await postEntry(books, "2025-03-12", "1000", "4000", 90_000);
    const [pnl] = await getOk(
      books,
      "/reports/profit-and-loss/?start_date=2025-01-01&end_date=2025-12-31&detail_level=detailed",
    );
    const groups = [
      "revenue",
      "other_operating_income",
      "direct_costs",
      "operating_expenses",
      "finance_income",
      "finance_costs",
      "income_tax",
    ];
    expectShape(
      pnl,
      object({
        business_id: uuid,
        start_date: date,
        end_date: date,
        currency: str,
        detail_level: oneOf(["summary", "detailed"]),
        summary: object({
          net_revenue_cents: int,
          total_operating_income_cents: int,
          gross_profit_cents: int,
          total_operating_expenses_cents: int,
          operating_profit_cents: int,
          profit_before_tax_cents: int,
          net_profit_cents: int,
        }),
        ...Object.fromEntries(groups.map((group) => [group, accountGroup])),
      }),
      "GET profit-and-loss",
    );
    expect(pnl.summary.net_profit_cents).toBe(90_000);
  });
});
