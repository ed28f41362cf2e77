import { expect } from "@playwright/test";
import type { CreditKind } from "./credit-kinds";
import { bodyOf, getOk, post, type Books } from "./payables";
import { idsOf } from "./receivables";

/** The list checks customer credits and vendor credits share (their GET of the collection), over one catalogue. */

/**
 * Five credits of the two parties in every state, created oldest first: a draft, one from March with a source
 * document, one of the second party at the end of April, one applied on 1 May, and one of the second party voided.
 */
export async function creditCatalogue(kind: CreditKind, books: Books) {
  const document = await kind.documentOf(books, 5000);
  const at = (stamp: string) => ({ [kind.issued.field]: stamp });
  const other = kind.partyFields(kind.parties[1]);
  const draft = await kind.create(books, { credit_note_number: "CN-001" });
  const march = await kind.create(books, {
    external_id: "ext-march",
    ...at("2025-03-10T08:00:00Z"),
    [kind.document.source]: document.id,
  });
  const april = await kind.create(books, {
    ...other,
    credit_note_number: "CN-APR",
    ...at("2025-04-30T23:59:59Z"),
  });
  const applied = await kind.create(books, {
    ...at("2025-05-01T00:00:00Z"),
    allocations: [{ [kind.document.field]: document.id, amount: 1000 }],
  });
  const voided = await kind.create(books, { ...other, ...at("2025-05-02T00:00:00Z") });
  await bodyOf(await post(books, `${kind.path}${voided.id}/void/`));
  return { document, draft, march, april, applied, voided };
}

/**
 * Every list filter alone and combined over the catalogue, newest first; a listed credit is its detail object.
 * `search` is a word of the first party's name. Returns the catalogue and the query, for a spec's own checks.
 */
export async function expectListFilters(kind: CreditKind, books: Books, search: string) {
  const credits = await creditCatalogue(kind, books);
  const { document, draft, march, april, applied, voided } = credits;
  const ids = (query: string) => idsOf(books, `${kind.path}${query}`);
  const [party, issuedAt] = [kind.party, kind.issued.field];
  expect(await ids("")).toEqual([voided.id, applied.id, april.id, march.id, draft.id]);
  expect(await ids("?status=applied")).toEqual([applied.id]);
  expect(await ids("?status=draft,void")).toEqual([voided.id, draft.id]);
  expect(await ids(`?status=${kind.issued.status},partially_applied`)).toEqual([april.id, march.id]);
  expect(await ids(`?${party}_id=${april[party].id}`)).toEqual([voided.id, april.id]);
  expect(await ids(`?${party}_id=${april[party].id},${draft[party].id}`)).toHaveLength(5);
  const first = `?${party}_external_id=${kind.parties[0].externalId}`;
  expect(await ids(first)).toEqual([applied.id, march.id, draft.id]);
  expect(await ids(`?${party}_external_id=nobody`)).toEqual([]);
  expect(await ids(`?${kind.document.source}=${document.id}`)).toEqual([march.id]);
  const inclusive = `?${issuedAt}_start=2025-03-10T08:00:00Z&${issuedAt}_end=2025-04-30T23:59:59Z`;
  expect(await ids(inclusive)).toEqual([april.id, march.id]);
  expect(await ids(`?${issuedAt}_start=2025-05-01T00:00:00.001Z`)).toEqual([voided.id]);
  expect(await ids(`?${issuedAt}_end=2025-05-01T00:00:00Z`)).toEqual([applied.id, april.id, march.id]);
  expect(await ids("?search=cn-")).toEqual([april.id, draft.id]);
  expect(await ids("?search=MARCH")).toEqual([march.id]);
  expect(await ids(`?search=${encodeURIComponent("100%")}`)).toEqual([voided.id, april.id]);
  const combined = `?search=${search}&status=${kind.issued.status},applied&${issuedAt}_end=2025-04-01T00:00:00Z`;
  expect(await ids(combined)).toEqual([march.id]);
  const second = `?${party}_external_id=${kind.parties[1].externalId}&status=void&search=globex`;
  expect(await ids(second)).toEqual([voided.id]);
  const listed = (await getOk(books, `${kind.path}?status=applied`)).results[0];
  expect(listed).toEqual(await kind.get(books, applied.id));
  return { ...credits, ids, listed };
}
