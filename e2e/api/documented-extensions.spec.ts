import { expect, test } from "@playwright/test";
import { bearer, businessToken, expectError, fixtures, partnerToken } from "../support/api";
import { bodyOf, get, getOk, newBooks, post, put, type Books } from "../support/payables";
import {
  anything,
  arrayOf,
  bool,
  date,
  dateTime,
  expectShape,
  int,
  nullable,
  num,
  object,
  oneOf,
  page,
  str,
  uuid,
  type Check,
  type Shape,
} from "../support/shape";

/**
 * Conformance with shared/spec/extensions.md: every route of the chart of accounts, the general ledger's journal
 * entries, the profit and loss, the menu configuration, vendors and customers answers the documented names, types,
 * enumerated values and envelopes (on whichever database the suite runs).
 */

const ACCOUNT_TYPES = ["asset", "liability", "equity", "revenue", "expense"];
const SUBTYPES = [
  "current_assets",
  "non_current_assets",
  "current_liabilities",
  "non_current_liabilities",
  "share_capital",
  "share_premium",
  "reserves",
  "retained_earnings",
  "revenue",
  "other_operating_income",
  "finance_income",
  "direct_costs",
  "operating_expenses",
  "finance_costs",
  "income_tax",
];
const MENU_KEYS = [
  "insights",
  "tasks",
  "bank_transactions",
  "general_ledger",
  "reports",
  "accounts_receivable",
  "accounts_payable",
];

/** §4.2 summary form. */
const accountSummary: Shape = {
  id: uuid,
  code: str,
  name: str,
  currency: str,
  account_type: oneOf(ACCOUNT_TYPES),
  account_type_display: str,
  account_subtype: oneOf(SUBTYPES),
  account_subtype_display: str,
  parent_account_code: nullable(str),
  current_balance: int,
  current_balance_formatted: str,
  debit_balance: int,
  credit_balance: int,
  period_balance: nullable(int),
  period_balance_formatted: nullable(str),
  has_children: bool,
  hierarchy_level: int,
  is_active: bool,
};
const nestedAccount: Check = (value, path) =>
  object({ ...accountSummary, sub_accounts: arrayOf(nestedAccount) })(value, path);
/** §4.2 detail form. */
const accountDetail = object({
  ...accountSummary,
  description: nullable(str),
  institution_name: nullable(str),
  iban: nullable(str),
  sort_code: nullable(str),
  account_number_mask: nullable(str),
  total_debits: int,
  total_credits: int,
  last_entry_date: nullable(dateTime),
  last_entry_reference: nullable(str),
  sub_accounts: arrayOf(nestedAccount),
});

/** §4.11, and §4.10's list items (the detail's fields less accounting_period and lines). */
const entrySummary: Shape = {
  id: uuid,
  sequence_number: str,
  entry_date: date,
  reference: str,
  description: str,
  currency: oneOf(["GBP", "EUR", "USD", "SEK"]),
  total_debit: int,
  total_credit: int,
  is_balanced: bool,
  created_by: oneOf(["ai", "manual", "system", "import"]),
  created_by_display: str,
  status: oneOf(["draft", "approved", "rejected"]),
  status_display: str,
  is_posted: bool,
  posted_at: nullable(dateTime),
  bank_transaction_id: nullable(uuid),
  source_type: str,
  source_reference: nullable(str),
  created_at: dateTime,
};
const entryDetail = object({
  ...entrySummary,
  accounting_period: object({ id: anything, year: int, month: int, period_name: str, status: str }),
  lines: arrayOf(
    object({
      id: uuid,
      line_number: int,
      account_code: str,
      account_name: str,
      account_type: oneOf(ACCOUNT_TYPES),
      debit_amount: int,
      credit_amount: int,
      description: nullable(str),
      external_reference: nullable(str),
    }),
  ),
});

const accountGroup = object({
  display_name: str,
  total_cents: int,
  line_items: arrayOf(object({ account_id: uuid, account_code: str, account_name: str, value_cents: int })),
});

const flagsOf = (keys: string[]) => object(Object.fromEntries(keys.map((key) => [key, bool])));
const menuConfig = object({
  menu: flagsOf(MENU_KEYS),
  sub_menu_tabs: (value, path) =>
    typeof value === "object" &&
    value !== null &&
    Object.entries(value).every(([k, v]) => /^[a-z_]+\.[a-z_]+$/.test(k) && typeof v === "boolean")
      ? []
      : [`${path}: expected parent.child flags`],
});

/** §6.1. */
const vendor = object({
  type: str,
  id: uuid,
  external_id: nullable(str),
  individual_name: nullable(str),
  company_name: nullable(str),
  email: nullable(str),
  mobile_phone: nullable(str),
  office_phone: nullable(str),
  address_string: nullable(str),
  memo: nullable(str),
  status: str,
  transaction_tags: arrayOf(anything),
  documents: arrayOf(anything),
});

/** §6.3. */
const customer = object({
  type: str,
  id: uuid,
  external_id: nullable(str),
  reference_number: nullable(str),
  individual_name: nullable(str),
  company_name: nullable(str),
  display_name: str,
  email: nullable(str),
  mobile_phone: nullable(str),
  office_phone: nullable(str),
  address_line1: nullable(str),
  address_line2: nullable(str),
  city: nullable(str),
  state_county: nullable(str),
  postal_code: nullable(str),
  country: nullable(str),
  full_address: nullable(str),
  address_string: nullable(str),
  vat_number: nullable(str),
  tax_exempt: bool,
  status: str,
  is_active: bool,
  is_archived: bool,
  transaction_tags: arrayOf(anything),
  notes: nullable(str),
  metadata: anything,
  payment_terms_days: int,
  credit_limit: nullable(num),
  credit_limit_cents: nullable(int),
  outstanding_balance: num,
  documents: arrayOf(anything),
  created_at: dateTime,
  updated_at: dateTime,
  archived_at: nullable(dateTime),
});

const CHART = "/general-ledger/chart-of-accounts/";
const del = (books: Books, path: string) =>
  books.api.delete(`${books.base}${path}`, { headers: bearer(books.token) });

async function postEntry(books: Books, date: string, debit: string, credit: string, cents: number) {
  return bodyOf(
    await post(books, "/journal-entries/", {
      entry_date: date,
      memo: `Move ${debit} to ${credit}`,
      lines: [
        { account_identifier: { type: "AccountCode", code: debit }, debit_cents: cents },
        { account_identifier: { type: "AccountCode", code: credit }, credit_cents: cents },
      ],
    }),
    201,
  );
}

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

test.describe("extensions.md §5: menu configuration", () => {
  test("GET, PUT and DELETE answer the documented flags; unknown keys are 400 naming them", async () => {
    const books = await newBooks();
    const path = "/menu-config/";
    const initial = await getOk(books, path);
    expectShape(initial, menuConfig, "GET menu-config");
    expect(initial.source).toBe("default");
    const stored = await bodyOf(
      await put(books, path, {
        menu: { accounts_payable: false },
        sub_menu_tabs: { "reports.balance_sheet": false },
      }),
    );
    expectShape(stored, menuConfig, "PUT menu-config");
    expect(stored).toMatchObject({ source: "business", menu: { accounts_payable: false, reports: true } });
    expect(stored.sub_menu_tabs["reports.balance_sheet"]).toBe(false);
    const unknown = await expectError(
      await put(books, path, {
        menu: { reports: true, payroll: false },
        sub_menu_tabs: { "reports.cash": true },
      }),
      400,
      "validation_error",
    );
    expect(JSON.stringify(unknown.details)).toContain("payroll");
    expect(JSON.stringify(unknown.details)).toContain("reports.cash");
    expect((await getOk(books, path)).menu.accounts_payable).toBe(false);
    const dropped = await bodyOf(
      await books.api.delete(`${books.base}${path}`, { headers: bearer(books.token) }),
    );
    expectShape(dropped, menuConfig, "DELETE menu-config");
    expect(dropped.source).not.toBe("business");
  });

  test("the partner's default applies to businesses without their own; a business token may not set it", async () => {
    const books = await newBooks();
    const partnerAccess = await partnerToken(books.api, fixtures().alpha);
    const headers = bearer(partnerAccess);
    const partnerPath = "/v1/platform/partner/menu-config/";
    try {
      const set = await bodyOf(
        await books.api.put(partnerPath, { headers, data: { menu: { tasks: false } } }),
      );
      expect(set).toMatchObject({ source: "partner", business_id: null, menu: { tasks: false } });
      expect(await getOk(books, "/menu-config/")).toMatchObject({
        source: "partner",
        menu: { tasks: false },
      });
      const token = await businessToken(books.api, partnerAccess, books.businessId);
      await expectError(
        await books.api.put(partnerPath, { headers: bearer(token), data: { menu: {} } }),
        403,
        "forbidden",
      );
    } finally {
      const cleared = await bodyOf(await books.api.delete(partnerPath, { headers }));
      expect(cleared.source).toBe("default");
    }
  });
});

test.describe("extensions.md §6: vendors and customers", () => {
  test("lists answer the documented fields and filters; archive and unarchive; archived ones take no new documents", async () => {
    const books = await newBooks();
    const bill = await bodyOf(
      await post(books, "/bills/", {
        external_id: "b-1",
        vendor_external_id: "acme",
        vendor_name: "Acme AB",
        bill_date: "2025-03-10",
        line_items: [{ quantity: 1, unit_price: 1000, description: "Paper" }],
      }),
      201,
    );
    const vendors = await getOk(books, "/vendors/?name_contains=acm&external_id_contains=CM");
    expectShape(vendors, page(vendor), "GET vendors");
    expect(vendors.count).toBe(1);
    const vendorId = vendors.results[0].id;
    expect((await bodyOf(await post(books, `/vendors/${vendorId}/archive/`))).status).toBe("archived");
    expect((await getOk(books, "/vendors/?name=Acme AB")).count).toBe(0);
    expect((await getOk(books, "/vendors/?name=Acme AB&include_archived=true")).count).toBe(1);
    expect((await getOk(books, `/bills/${bill.id}/`)).vendor.id).toBe(vendorId);
    const refusedBill = await expectError(
      await post(books, "/bills/", {
        external_id: "b-2",
        vendor_id: vendorId,
        bill_date: "2025-03-11",
        line_items: [{ quantity: 1, unit_price: 5, description: "x" }],
      }),
      400,
      "validation_error",
    );
    expect(refusedBill.details?.vendor_id?.[0]).toContain("is archived");
    expect((await getOk(books, "/bills/")).count).toBe(1);
    expectShape(await bodyOf(await post(books, `/vendors/${vendorId}/unarchive/`)), vendor, "POST unarchive");
    await bodyOf(
      await post(books, "/bills/", {
        external_id: "b-3",
        vendor_id: vendorId,
        bill_date: "2025-03-11",
        line_items: [{ quantity: 1, unit_price: 5, description: "x" }],
      }),
      201,
    );

    const created = await bodyOf(
      await post(books, "/customers/", { company_name: "Café Blå AB", external_id: "cafe" }),
      201,
    );
    expectShape(created, customer, "POST customers");
    const archivedCustomer = await bodyOf(await post(books, `/customers/${created.id}/archive/`));
    expectShape(archivedCustomer, customer, "POST customers archive");
    expect(archivedCustomer).toMatchObject({ is_archived: true, is_active: false, status: "archived" });
    expect((await getOk(books, "/customers/?name_contains=caf")).count).toBe(0);
    const listed = await getOk(books, "/customers/?name_contains=caf&include_archived=true");
    expectShape(listed, page(customer), "GET customers");
    expect(listed.count).toBe(1);
    const refusedInvoice = await expectError(
      await post(books, "/invoices/", {
        invoice_number: "INV-1",
        customer_external_id: "cafe",
        line_items: [{ quantity: 1, unit_price: 100, description: "Cake" }],
      }),
      400,
      "validation_error",
    );
    expect(refusedInvoice.details?.customer_external_id?.[0]).toContain("is archived");
    expect((await getOk(books, "/invoices/")).count).toBe(0);
    const restored = await bodyOf(await post(books, `/customers/${created.id}/unarchive/`));
    expect(restored).toMatchObject({ is_archived: false, archived_at: null });
  });
});
