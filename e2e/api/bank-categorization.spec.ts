import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import {
  accountByCode,
  bodyOf,
  createBankAccount,
  entriesOf,
  entryLines,
  expectBalancedTrial,
  getOk,
  idsOf,
  importedTransactions,
  ledgerBalance,
  line,
  newBooks,
  post,
  type Books,
} from "../support/banking";

async function bankWith(books: Books, lines: Record<string, unknown>[]) {
  const account = await createBankAccount(books, {
    opening_balance_cents: 1_000_000,
    opening_balance_date: "2025-01-01",
  });
  return { account, transactions: await importedTransactions(books, account.id, lines) };
}

const categorize = async (books: Books, id: string, data: Record<string, unknown>, status = 200) =>
  bodyOf(await post(books, `/bank-transactions/${id}/categorize/`, data), status);

/** The entries a transaction's categorizations posted, oldest first, as [code, debit, credit] lines. */
const postings = async (books: Books, id: string) =>
  (await entriesOf(books, "bank_transaction", id)).map((entry) => entryLines(entry as never));

test.describe("categorize", () => {
  test("money out posts to the account less tax and to input tax; the bank's cash account is credited", async () => {
    const books = await newBooks();
    const rent = await accountByCode(books, "6100");
    const { transaction } = await bankWith(books, [line({ amount_cents: 12_500 })]).then(
      ({ transactions }) => ({
        transaction: transactions[0],
      }),
    );
    const categorized = await categorize(books, transaction.id, { account_id: rent.id, tax_rate: "25" });
    expect(categorized).toMatchObject({
      status: "categorized",
      categorization_status: "categorized",
      account_id: rent.id,
      account_code: "6100",
      account_name: "Rent",
      subcategory: {
        id: rent.id,
        code: "6100",
        name: "Rent",
        category: { id: "expense", code: "EXPENSE", name: "Operating expenses" },
      },
      tax_rate: "25",
      tax_amount_cents: 2_500,
      categorized_by: "manual",
      journal_entry_id: expect.any(String),
      is_reconciled: true,
      reconciled_at: expect.any(String),
      reconciled_amount_cents: 12_500,
      remaining_amount_cents: 0,
      suggested_rule: null,
    });
    expect(await postings(books, transaction.id)).toEqual([
      [
        ["1001", 0, 12_500],
        ["6100", 10_000, 0],
        ["1400", 2_500, 0],
      ],
    ]);
    const entry = await getOk(books, `/journal-entries/${categorized.journal_entry_id}/`);
    expect(entry).toMatchObject({
      entry_date: "2025-03-10",
      source: "bank_transaction",
      source_id: transaction.id,
    });
    expect(await ledgerBalance(books, "1001")).toBe(1_000_000 - 12_500);
    await expectBalancedTrial(books);
  });

  test("money in credits the account and sales tax payable", async () => {
    const books = await newBooks();
    const sales = await accountByCode(books, "4000");
    const { transactions } = await bankWith(books, [line({ direction: "credit", amount_cents: 10_000 })]);
    await categorize(books, transactions[0].id, { account_id: sales.id, tax_amount_cents: 2_000 });
    expect(await postings(books, transactions[0].id)).toEqual([
      [
        ["1001", 10_000, 0],
        ["4000", 0, 8_000],
        ["2100", 0, 2_000],
      ],
    ]);
  });

  test("recategorizing reverses the earlier entry and posts the new one; entries stay balanced", async () => {
    const books = await newBooks();
    const [rent, utilities] = [await accountByCode(books, "6100"), await accountByCode(books, "6300")];
    const { transactions } = await bankWith(books, [line({ amount_cents: 4_000 })]);
    const first = await categorize(books, transactions[0].id, { account_id: rent.id });
    const second = await categorize(books, transactions[0].id, {
      account_id: utilities.id,
      description: "Power",
    });
    expect(second).toMatchObject({ account_code: "6300", tax_amount_cents: 0 });
    const entries = await entriesOf(books, "bank_transaction", transactions[0].id);
    expect(entries).toHaveLength(3);
    expect(entries.filter((entry) => entry.reverses_entry_id === first.journal_entry_id)).toHaveLength(1);
    expect(entries.map((entry) => entry.id)).toContain(second.journal_entry_id);
    expect(await ledgerBalance(books, "6100")).toBe(0);
    expect(await ledgerBalance(books, "6300")).toBe(4_000);
    await expectBalancedTrial(books);
  });

  test("10 concurrent recategorizations leave one live categorization and balanced books", async () => {
    const books = await newBooks();
    const codes = ["6000", "6100", "6200", "6300", "6400"];
    const accounts = await Promise.all(codes.map((code) => accountByCode(books, code)));
    const { transactions } = await bankWith(books, [line({ amount_cents: 7_700 })]);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        post(books, `/bank-transactions/${transactions[0].id}/categorize/`, {
          account_id: accounts[n % 5]!.id,
        }),
      ),
    );
    expect(responses.map((response) => response.status())).toEqual(Array(10).fill(200));
    const final = await getOk(books, `/bank-transactions/${transactions[0].id}/`);
    const entries = await entriesOf(books, "bank_transaction", transactions[0].id);
    expect(entries).toHaveLength(19);
    const reversed = new Set(entries.map((entry) => entry.reverses_entry_id).filter(Boolean));
    const live = entries.filter((entry) => !entry.reverses_entry_id && !reversed.has(entry.id));
    expect(live.map((entry) => entry.id)).toEqual([final.journal_entry_id]);
    const balances = await Promise.all(codes.map((code) => ledgerBalance(books, code)));
    expect(balances.filter((cents) => cents !== 0)).toEqual([7_700]);
    expect(await ledgerBalance(books, final.account_code)).toBe(7_700);
    await expectBalancedTrial(books);
  });

  const refused: [string, (books: Books, bankLedger: string) => Promise<Record<string, unknown>>, string][] =
    [
      [
        "accounts payable",
        async (books) => ({ account_id: (await accountByCode(books, "2000")).id }),
        "account_id",
      ],
      [
        "payment clearing",
        async (books) => ({ account_id: (await accountByCode(books, "1050")).id }),
        "account_id",
      ],
      [
        "the bank account's own cash account",
        async (_, bankLedger) => ({ account_id: bankLedger }),
        "account_id",
      ],
      ["an unknown account", async () => ({ account_id: crypto.randomUUID() }), "account_id"],
      [
        "a tax above the amount",
        async (books) => ({ account_id: (await accountByCode(books, "6100")).id, tax_amount_cents: 99_999 }),
        "tax_amount_cents",
      ],
      [
        "a bad tax rate",
        async (books) => ({ account_id: (await accountByCode(books, "6100")).id, tax_rate: "-5" }),
        "tax_rate",
      ],
    ];
  for (const [what, body, field] of refused) {
    test(`${what} is 400 naming ${field}; nothing is posted`, async () => {
      const books = await newBooks();
      const { account, transactions } = await bankWith(books, [line()]);
      const error = await expectError(
        await post(
          books,
          `/bank-transactions/${transactions[0].id}/categorize/`,
          await body(books, account.mapped_account),
        ),
        400,
        "validation_error",
      );
      expect(error.details).toHaveProperty([field]);
      expect(await getOk(books, `/bank-transactions/${transactions[0].id}/`)).toMatchObject({
        status: "uncategorized",
      });
      expect((await getOk(books, "/journal-entries/?source=bank_transaction")).count).toBe(0);
    });
  }
});

test.describe("split", () => {
  test("posts each part with its tax in one entry; the parts are child transactions; uncategorize takes it all back", async () => {
    const books = await newBooks();
    const [rent, software] = [await accountByCode(books, "6100"), await accountByCode(books, "6400")];
    const { account, transactions } = await bankWith(books, [line({ amount_cents: 20_000 })]);
    const id = transactions[0].id;
    const mismatch = await expectError(
      await post(books, `/bank-transactions/${id}/split/`, {
        lines: [
          { account_id: rent.id, amount_cents: 15_000 },
          { account_id: software.id, amount_cents: 4_000 },
        ],
      }),
      400,
      "validation_error",
    );
    expect(mismatch.details).toEqual({ lines: ["The lines add up to 19000; the transaction is 20000."] });
    const split = await bodyOf(
      await post(books, `/bank-transactions/${id}/split/`, {
        lines: [
          { account_id: rent.id, amount_cents: 15_000, description: "Office rent" },
          { account_id: software.id, amount_cents: 5_000, tax_rate: "25" },
        ],
      }),
    );
    expect(split).toMatchObject({
      status: "split",
      has_children: true,
      account_id: null,
      is_reconciled: true,
      splits: [
        {
          amount_cents: 15_000,
          account_code: "6100",
          tax_rate: null,
          tax_amount_cents: 0,
          description: "Office rent",
        },
        { amount_cents: 5_000, account_code: "6400", tax_rate: "25", tax_amount_cents: 1_000 },
      ],
    });
    expect(await postings(books, id)).toEqual([
      [
        ["1001", 0, 20_000],
        ["6100", 15_000, 0],
        ["6400", 4_000, 0],
        ["1400", 1_000, 0],
      ],
    ]);
    const children = await getOk(books, "/bank-transactions/?has_parent=true");
    expect(
      children.results.map((child: { parent_id: string; status: string }) => [child.parent_id, child.status]),
    ).toEqual([
      [id, "categorized"],
      [id, "categorized"],
    ]);
    expect(await idsOf(books, `/bank-transactions/?account_id=${rent.id}`)).toEqual([split.splits[0].id]);
    expect(await idsOf(books, "/bank-transactions/?has_children=true")).toEqual([id]);
    await expectError(
      await post(books, `/bank-transactions/${split.splits[0].id}/categorize/`, { account_id: rent.id }),
      404,
      "not_found",
    );

    const undone = await bodyOf(await post(books, `/bank-transactions/${id}/uncategorize/`));
    expect(undone).toMatchObject({
      status: "uncategorized",
      splits: [],
      has_children: false,
      journal_entry_id: null,
    });
    expect((await getOk(books, "/bank-transactions/?has_parent=true")).count).toBe(0);
    for (const code of ["6100", "6400", "1400"]) expect(await ledgerBalance(books, code)).toBe(0);
    expect(await ledgerBalance(books, "1001")).toBe(1_000_000);
    expect((await getOk(books, `/bank-accounts/${account.id}/`)).uncategorized_count).toBe(1);
    await expectBalancedTrial(books);
  });
});

test.describe("exclude", () => {
  test("leaves the bank balance and the books; uncategorize includes it again", async () => {
    const books = await newBooks();
    const rent = await accountByCode(books, "6100");
    const { account, transactions } = await bankWith(books, [line({ amount_cents: 3_000 })]);
    const id = transactions[0].id;
    await categorize(books, id, { account_id: rent.id });
    const excluded = await bodyOf(await post(books, `/bank-transactions/${id}/exclude/`));
    expect(excluded).toMatchObject({
      status: "excluded",
      categorization_status: "excluded",
      remaining_amount_cents: 0,
    });
    expect(await getOk(books, `/bank-accounts/${account.id}/`)).toMatchObject({
      balance_cents: 1_000_000,
      ledger_balance_cents: 1_000_000,
    });
    expect(await bodyOf(await post(books, `/bank-transactions/${id}/exclude/`))).toMatchObject({
      status: "excluded",
    });
    await bodyOf(await post(books, `/bank-transactions/${id}/uncategorize/`));
    expect((await getOk(books, `/bank-accounts/${account.id}/`)).balance_cents).toBe(997_000);
  });
});

test.describe("POST /bank-transactions/categorize/ (bulk)", () => {
  test("each item on its own: a refused item is reported in the error shape and leaves nothing", async () => {
    const books = await newBooks();
    const [rent, payable] = [await accountByCode(books, "6100"), await accountByCode(books, "2000")];
    const { transactions } = await bankWith(books, [line(), line(), line()]);
    const result = await bodyOf(
      await post(books, "/bank-transactions/categorize/", {
        items: [
          { bank_transaction_id: transactions[0].id, account_id: rent.id },
          { bank_transaction_id: transactions[1].id, account_id: payable.id },
          { bank_transaction_id: transactions[2].id, account_id: rent.id, tax_rate: "25" },
        ],
      }),
    );
    expect(result).toEqual({
      done_count: 2,
      rejected_count: 1,
      results: [
        { index: 0, bank_transaction_id: transactions[0].id, status: "done", error: null },
        {
          index: 1,
          bank_transaction_id: transactions[1].id,
          status: "rejected",
          error: {
            error: "Unusable account.",
            error_code: "validation_error",
            details: { account_id: [expect.stringContaining("2000")] },
          },
        },
        { index: 2, bank_transaction_id: transactions[2].id, status: "done", error: null },
      ],
    });
    expect(await ledgerBalance(books, "6100")).toBe(12_500 + 10_000);
    expect(await getOk(books, `/bank-transactions/${transactions[1].id}/`)).toMatchObject({
      status: "uncategorized",
    });
    await expectBalancedTrial(books);
  });
});

test.describe("rules", () => {
  test("offered after the third manual categorization; applied on import, never to what someone categorized", async () => {
    const books = await newBooks();
    const [utilities, general] = [await accountByCode(books, "6300"), await accountByCode(books, "6000")];
    const { account, transactions } = await bankWith(
      books,
      Array.from({ length: 4 }, () => line({ counterparty_name: "Vattenfall AB", amount_cents: 2_000 })),
    );
    const responses = [];
    for (const transaction of transactions.slice(0, 3)) {
      responses.push(await categorize(books, transaction.id, { account_id: utilities.id }));
    }
    expect(responses.map((response) => response.suggested_rule)).toEqual([
      null,
      null,
      {
        counterparty_contains: "Vattenfall AB",
        direction: "debit",
        account_id: utilities.id,
        match_count: 3,
      },
    ]);
    expect((await getOk(books, "/bank-rules/suggestions/")).results).toEqual([
      {
        counterparty_contains: "Vattenfall AB",
        direction: "debit",
        account_id: utilities.id,
        account_code: "6300",
        account_name: "Utilities",
        match_count: 3,
      },
    ]);
    await categorize(books, transactions[0].id, { account_id: general.id });

    const rule = await bodyOf(
      await post(books, "/bank-rules/", {
        counterparty_contains: "vattenfall",
        account_id: utilities.id,
        tax_rate: "25",
        apply_to_existing: true,
      }),
      201,
    );
    expect(rule).toMatchObject({
      type: "BankRule",
      counterparty_contains: "vattenfall",
      direction: null,
      account_code: "6300",
      tax_rate: "25",
      is_active: true,
      applied_count: 1,
    });
    expect((await getOk(books, "/bank-rules/suggestions/")).results).toEqual([]);
    expect(await getOk(books, `/bank-transactions/${transactions[3].id}/`)).toMatchObject({
      status: "categorized",
      categorized_by: "rule",
      rule_id: rule.id,
      tax_amount_cents: 400,
    });
    expect(await getOk(books, `/bank-transactions/${transactions[0].id}/`)).toMatchObject({
      account_code: "6000",
      categorized_by: "manual",
    });

    const imported = await bodyOf(
      await post(books, "/bank-transactions/import/", {
        bank_account_connection_id: account.id,
        transactions: [
          line({ counterparty_name: "VATTENFALL AB", amount_cents: 1_000 }),
          line({ counterparty_name: "ICA" }),
        ],
      }),
    );
    expect(imported).toMatchObject({ created_count: 2, categorized_by_rule_count: 1 });
    expect(imported.results.map((item: { rule_id: string | null }) => item.rule_id)).toEqual([rule.id, null]);
    expect(await getOk(books, `/bank-transactions/${imported.results[0].id}/`)).toMatchObject({
      status: "categorized",
      account_code: "6300",
      categorized_by: "rule",
    });
    await expectError(
      await post(books, "/bank-rules/", { counterparty_contains: "VATTENFALL", account_id: general.id }),
      409,
      "conflict",
    );
    const listed = await getOk(books, "/bank-rules/");
    expect(listed).toMatchObject({ count: 1, results: [{ id: rule.id }] });
    const paused = await bodyOf(
      await books.api.put(`${books.base}/bank-rules/${rule.id}/`, {
        headers: { Authorization: `Bearer ${books.token}` },
        data: { is_active: false },
      }),
    );
    expect(paused).toMatchObject({ is_active: false });
    const later = await bodyOf(
      await post(books, "/bank-transactions/import/", {
        bank_account_connection_id: account.id,
        transactions: [line({ counterparty_name: "Vattenfall AB" })],
      }),
    );
    expect(later.categorized_by_rule_count).toBe(0);
    await expectBalancedTrial(books);
  });

  test("a rule to accounts payable is 400; an unknown rule is 404", async () => {
    const books = await newBooks();
    const payable = await accountByCode(books, "2000");
    const error = await expectError(
      await post(books, "/bank-rules/", { counterparty_contains: "Acme", account_id: payable.id }),
      400,
      "validation_error",
    );
    expect(error.details).toHaveProperty(["account_id"]);
    await expectError(
      await books.api.get(`${books.base}/bank-rules/${crypto.randomUUID()}/`, {
        headers: { Authorization: `Bearer ${books.token}` },
      }),
      404,
      "not_found",
    );
  });
});
