import { expect } from "@playwright/test";
import { expectError } from "./api";
import type { CreditKind } from "./credit-kinds";
import { accountByCode, bodyOf, entryLines, getOk, newBooks, post, put, type Books } from "./payables";

/**
 * The tests customer credits and vendor credits share, run by both specs under each spec's own test names. A check
 * that takes no books makes its own; one that takes books returns what it made, for the spec's own assertions.
 */

/** A draft with every field is created (201); GET returns it; a known external_id returns it with 200. */
export async function expectCreatesDraftWithEveryField(kind: CreditKind) {
  const books = await newBooks();
  const account = await accountByCode(books, kind.account.code);
  const line = { memo: "Returns", tags: ["returns"], metadata: { sku: "C-1" }, reference_number: "R-1" };
  const credit = await kind.create(books, {
    external_id: "cn-1",
    credit_note_number: "CN-1",
    memo: "Damaged goods",
    tags: [{ key: "project", value: "apollo" }],
    metadata: { ticket: 7 },
    line_items: [
      {
        amount: 1000,
        [kind.account.field]: { type: "AccountCode", code: kind.account.code },
        sales_taxes: [{ name: "VAT", rate: "25" }],
        ...line,
      },
    ],
  });
  const [party] = kind.parties;
  expect(credit).toEqual({
    id: expect.any(String),
    status: "draft",
    [kind.issued.field]: null,
    [kind.party]: { id: expect.any(String), external_id: party.externalId, display_name: party.name },
    [kind.document.source]: null,
    line_items: [
      {
        amount: 1000,
        [kind.account.field]: { id: account.id, type: "AccountId" },
        sales_taxes: [{ name: "VAT", rate: "25", amount: 250 }],
        ...line,
      },
    ],
    allocations: [],
    tags: [{ key: "project", value: "apollo" }],
    total_amount: 1250,
    applied_amount: 0,
    unapplied_amount: 1250,
    document: null,
    created_at: expect.any(String),
    updated_at: expect.any(String),
    external_id: "cn-1",
    currency: "SEK",
    exchange_rate: "1",
    credit_note_number: "CN-1",
    memo: "Damaged goods",
    metadata: { ticket: 7 },
    voided_at: null,
  });
  expect(await kind.get(books, credit.id)).toEqual(credit);
  const repeat = await post(books, kind.path, {
    external_id: "cn-1",
    [`${kind.party}_external_id`]: "someone-else",
    memo: "other",
    line_items: [{ amount: 5 }],
  });
  expect(await bodyOf(repeat, 200)).toEqual(credit);
  expect((await getOk(books, `/journal-entries/?source=${kind.journalSource}`)).count).toBe(0);
}

/**
 * A credit sent (received) with two lines of 1000 (25 % tax) and 500 posts one entry on its date: the lines and their
 * tax on `linesOn`, the total on the other side of the party's account. The accounts are chart codes; the second line
 * names its account.
 */
export async function expectPostsOnIssue(
  kind: CreditKind,
  linesOn: "debit" | "credit",
  entry: { party: string; lines: [string, string]; tax: string },
) {
  const books = await newBooks();
  const credit = await kind.issue(books, {
    line_items: [
      { amount: 1000, sales_taxes: [{ name: "VAT", rate: "25" }] },
      { amount: 500, [kind.account.field]: { type: "AccountCode", code: entry.lines[1] } },
    ],
  });
  expect(credit).toMatchObject({
    status: kind.issued.status,
    [kind.issued.field]: "2025-03-15T10:00:00.000Z",
    total_amount: 1750,
  });
  const entries = await getOk(books, `/journal-entries/?source=${kind.journalSource}`);
  expect(entries.count).toBe(1);
  expect(entries.results[0]).toMatchObject({
    source: kind.journalSource,
    source_id: credit.id,
    entry_date: "2025-03-15",
  });
  const on = (side: "debit" | "credit", code: string, amount: number) =>
    side === "debit" ? [code, amount, 0] : [code, 0, amount];
  expect(entryLines(entries.results[0])).toEqual([
    on(linesOn === "debit" ? "credit" : "debit", entry.party, 1750),
    on(linesOn, entry.lines[0], 1000),
    on(linesOn, entry.lines[1], 500),
    on(linesOn, entry.tax, 250),
  ]);
}

/** A create body of `overrides` is 400 validation_error naming `field`, and no credit is stored. */
export async function expectCreateRefused(
  kind: CreditKind,
  overrides: Record<string, unknown>,
  field: string,
) {
  const books = await newBooks();
  const response = await post(books, kind.path, kind.body(overrides));
  expect((await expectError(response, 400, "validation_error")).details).toHaveProperty([field]);
  expect((await getOk(books, kind.path)).count).toBe(0);
}

/** A credit of 1000 applied to two new documents of 600 and 800: all of the first, `second` of the other. */
export async function applyToTwoDocuments(kind: CreditKind, books: Books, second: number) {
  const documents = [await kind.documentOf(books, 600), await kind.documentOf(books, 800)];
  const credit = await kind.issue(books);
  const applied = await bodyOf(
    await put(books, `${kind.path}${credit.id}/`, {
      allocations: [
        { [kind.document.field]: documents[0].id, amount: 600 },
        { [kind.document.field]: documents[1].id, amount: second },
      ],
    }),
  );
  return { first: documents[0], second: documents[1], credit, applied };
}

/**
 * Void is refused while the credit is applied; once unapplied it reverses the credit's entry, voiding again returns
 * the same credit, and a void credit takes no allocation.
 */
export async function expectVoidOnceUnapplied(kind: CreditKind) {
  const books = await newBooks();
  const document = await kind.documentOf(books, 600);
  const credit = await kind.issue(books, {
    line_items: [{ amount: 600 }],
    allocations: [{ [kind.document.field]: document.id, amount: 600 }],
  });
  expect(credit.status).toBe("applied");
  const path = `${kind.path}${credit.id}/`;
  const refused = await expectError(await post(books, `${path}void/`), 409, "conflict");
  expect(refused.error).toContain(`applied to ${kind.document.path.replaceAll("/", "")}`);
  await bodyOf(await put(books, path, { allocations: [] }));
  const voided = await bodyOf(await post(books, `${path}void/`));
  expect(voided).toMatchObject({ status: "void", voided_at: expect.any(String), allocations: [] });
  expect(await bodyOf(await post(books, `${path}void/`))).toEqual(voided);
  const entries = (await getOk(books, `/journal-entries/?source=${kind.journalSource}`)).results;
  expect(entries).toHaveLength(2);
  expect(entries.find((e: { reverses_entry_id: string | null }) => e.reverses_entry_id)).toBeTruthy();
  await expectError(
    await put(books, path, { allocations: [{ [kind.document.field]: document.id, amount: 1 }] }),
    409,
    "conflict",
  );
}
