import { expect, test } from "@playwright/test";
import { expectError } from "../support/api";
import {
  billBody,
  bodyOf,
  createApprovedBill,
  createBill,
  entryLines,
  getOk,
  get,
  newBooks,
  post,
  put,
} from "../support/payables";

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const exe = Buffer.concat([Buffer.from("MZ"), Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff])]);

/** The body a PUT sends: what a create takes, without the external id (the bill keeps its own). */
const replacement = (overrides: Record<string, unknown> = {}) => {
  const { external_id: _externalId, ...body } = billBody({
    vendor_external_id: "birch",
    vendor_name: "Birch Supplies AB",
    bill_number: "B-2",
    memo: "Corrected",
    due_at: "2025-05-01",
    line_items: [
      { quantity: 3, unit_price: 10_000, description: "Chairs", sales_taxes: [{ name: "VAT", rate: "25" }] },
      { quantity: 1, unit_price: 5_000, description: "Delivery" },
    ],
    ...overrides,
  });
  return body;
};

test.describe("PUT /bills/{bill_id}/ (a bill not approved yet)", () => {
  test("replaces vendor, numbers, dates and lines; keeps id, external id, bill date and received_at; audited", async () => {
    const books = await newBooks();
    const bill = await createBill(books, { received_at: "2025-03-10T08:00:00Z" });
    const response = await put(books, `/bills/${bill.id}/`, replacement());
    const updated = await bodyOf(response);
    expect(updated).toMatchObject({
      id: bill.id,
      external_id: bill.external_id,
      created_at: bill.created_at,
      issue_date: "2025-03-10",
      received_at: "2025-03-10T08:00:00.000Z",
      bill_number: "B-2",
      memo: "Corrected",
      status: "received",
      approved_at: null,
      journal_entry_id: null,
      subtotal: 35_000,
      total_amount: 42_500,
      outstanding_balance: 42_500,
      vendor: { external_id: "birch", display_name: "Birch Supplies AB" },
      line_items: [
        { description: "Chairs", quantity: 3, unit_price: 10_000, subtotal: 30_000, total_amount: 37_500 },
        { description: "Delivery", quantity: 1, unit_price: 5_000, subtotal: 5_000, total_amount: 5_000 },
      ],
    });
    expect(updated.line_items.every((line: { bill_id: string }) => line.bill_id === bill.id)).toBe(true);
    expect(response.headers()["etag"]).toBe(`"${updated.updated_at}"`);
    expect(await getOk(books, `/bills/${bill.id}/`)).toEqual(updated);
    expect((await getOk(books, "/journal-entries/")).count).toBe(0);
    const [event] = (await getOk(books, "/audit-events/")).results;
    expect(event).toMatchObject({
      method: "PUT",
      path: `${books.base}/bills/${bill.id}/`,
      resource_type: "bill",
      resource_id: bill.id,
      response_status: 200,
      change: { bill_number: "B-2", vendor_external_id: "birch" },
    });
  });

  test("approved_at in the body approves the bill with its new values", async () => {
    const books = await newBooks();
    const bill = await createBill(books);
    const updated = await bodyOf(
      await put(books, `/bills/${bill.id}/`, replacement({ approved_at: "2025-03-12T10:00:00Z" })),
    );
    expect(updated.approved_at).toBe("2025-03-12T10:00:00.000Z");
    const entry = await getOk(books, `/journal-entries/${updated.journal_entry_id}/`);
    expect(entry).toMatchObject({ entry_date: "2025-03-12", source: "bill", source_id: bill.id });
    expect(entryLines(entry)).toEqual([
      ["6000", 30_000, 0],
      ["6000", 5_000, 0],
      ["1400", 7_500, 0],
      ["2000", 0, 42_500],
    ]);
  });

  test("an approved or voided bill is 409 and stays as it was", async () => {
    const books = await newBooks();
    const approved = await createApprovedBill(books);
    const refused = await expectError(
      await put(books, `/bills/${approved.id}/`, replacement()),
      409,
      "conflict",
    );
    expect(refused.error).toMatch(/approved bill cannot be changed/);
    expect(await getOk(books, `/bills/${approved.id}/`)).toEqual(approved);

    const draft = await createBill(books);
    const voided = await bodyOf(await post(books, `/bills/${draft.id}/void/`));
    await expectError(await put(books, `/bills/${draft.id}/`, replacement()), 409, "conflict");
    expect(await getOk(books, `/bills/${draft.id}/`)).toEqual(voided);
  });

  test("bad input is 400 at its field and changes nothing, lines included", async () => {
    const books = await newBooks();
    const bill = await createBill(books);
    const cases: [Record<string, unknown>, string][] = [
      [{ line_items: [{ quantity: 1, unit_price: -5 }] }, "line_items.0.unit_price"],
      [{ line_items: [] }, "line_items"],
      [{ vendor_id: crypto.randomUUID(), vendor_external_id: undefined }, "vendor_id"],
      [{ due_at: "2025-01-01", bill_date: "2025-03-10" }, "due_at"],
      [{ currency: "EUR" }, "exchange_rate"],
      [
        { line_items: [{ unit_price: 100, account_identifier: { type: "AccountCode", code: "9999" } }] },
        "line_items.0.account_identifier",
      ],
      [{ document: { file: exe.toString("base64") } }, "document.file"],
    ];
    for (const [overrides, field] of cases) {
      const body = await expectError(
        await put(books, `/bills/${bill.id}/`, replacement(overrides)),
        400,
        "validation_error",
      );
      expect(Object.keys(body.details ?? {}), JSON.stringify(overrides)).toContain(field);
    }
    expect(await getOk(books, `/bills/${bill.id}/`)).toEqual(bill);
    expect(
      (await getOk(books, "/audit-events/?resource_type=bill")).results.map(
        (e: { method: string }) => e.method,
      ),
    ).toEqual(["POST"]);
  });

  test("If-Match naming an older version is 412; the current one is accepted", async () => {
    const books = await newBooks();
    const bill = await createBill(books);
    const read = await get(books, `/bills/${bill.id}/`);
    const etag = read.headers()["etag"]!;
    expect(etag).toBe(`"${bill.updated_at}"`);
    const first = await books.api.put(`${books.base}/bills/${bill.id}/`, {
      headers: { Authorization: `Bearer ${books.token}`, "If-Match": etag },
      data: replacement({ memo: "First edit" }),
    });
    expect(first.status()).toBe(200);
    const stale = await books.api.put(`${books.base}/bills/${bill.id}/`, {
      headers: { Authorization: `Bearer ${books.token}`, "If-Match": etag },
      data: replacement({ memo: "Second edit" }),
    });
    await expectError(stale, 412, "precondition_failed");
    expect((await getOk(books, `/bills/${bill.id}/`)).memo).toBe("First edit");
  });

  test("another bill's external_id is 409 at external_id", async () => {
    const books = await newBooks();
    const first = await createBill(books);
    const second = await createBill(books);
    const body = await expectError(
      await put(books, `/bills/${second.id}/`, { ...replacement(), external_id: first.external_id }),
      409,
      "conflict",
    );
    expect(body.details).toEqual({ external_id: ["Already used by another bill of this business."] });
    expect((await getOk(books, `/bills/${second.id}/`)).external_id).toBe(second.external_id);
  });

  test("an unknown bill is 404; another business's bill is 404", async () => {
    const books = await newBooks();
    const other = await newBooks();
    const foreign = await createBill(other);
    await expectError(await put(books, `/bills/${crypto.randomUUID()}/`, replacement()), 404, "not_found");
    await expectError(await put(books, `/bills/${foreign.id}/`, replacement()), 404, "not_found");
  });
});

test.describe("void with a reason", () => {
  test("the reason is kept on the bill and in the reversal's memo; a void without a body still works", async () => {
    const books = await newBooks();
    const bill = await createApprovedBill(books, { bill_number: "V-1" });
    const voided = await bodyOf(await post(books, `/bills/${bill.id}/void/`, { reason: "Entered twice" }));
    expect(voided).toMatchObject({ status: "voided", void_reason: "Entered twice" });
    const reversals = (await getOk(books, "/journal-entries/?source=bill")).results as { memo: string }[];
    expect(reversals.map((entry) => entry.memo)).toContain("Void of Bill V-1: Entered twice");

    const plain = await createBill(books);
    expect(await bodyOf(await post(books, `/bills/${plain.id}/void/`))).toMatchObject({
      status: "voided",
      void_reason: null,
    });
    await expectError(
      await post(books, `/bills/${plain.id}/void/`, { reason: "x".repeat(1001) }),
      400,
      "validation_error",
    );
  });
});

test.describe("POST /bills/{bill_id}/documents/", () => {
  test("attaches a file to an approved bill: it becomes the bill's document; a refused file stores nothing", async () => {
    const books = await newBooks();
    const bill = await createApprovedBill(books);
    expect(bill.document).toBeNull();
    const attached = await bodyOf(
      await post(books, `/bills/${bill.id}/documents/`, {
        document: { file: `data:application/pdf;base64,${pdf.toString("base64")}`, file_name: "receipt.pdf" },
      }),
      201,
    );
    expect(attached.document).toMatchObject({ file_name: "receipt.pdf", mime_type: "application/pdf" });
    expect(attached.journal_entry_id).toBe(bill.journal_entry_id);

    const refused = await expectError(
      await post(books, `/bills/${bill.id}/documents/`, { document: { file: exe.toString("base64") } }),
      400,
      "validation_error",
    );
    expect(Object.keys(refused.details ?? {})).toEqual(["document.file"]);
    await expectError(await post(books, `/bills/${bill.id}/documents/`, {}), 400, "validation_error");
    expect((await getOk(books, `/bills/${bill.id}/`)).document.document_id).toBe(
      attached.document.document_id,
    );
    const events = (await getOk(books, `/audit-events/?resource_id=${bill.id}`)).results;
    expect(events[0]).toMatchObject({
      method: "POST",
      response_status: 201,
      change: { document: { file: { omitted: true, size: pdf.length }, file_name: "receipt.pdf" } },
    });
  });
});
