import { expect, test } from "@playwright/test";
import { bearer, businessToken, expectError, fixtures, partnerToken } from "../support/api";
import { billBody, bodyOf, getOk, newBooks, post, put, type Books } from "../support/payables";
import { createSentInvoice, todayInStockholm } from "../support/receivables";
import { expectBadQuery, pageOf } from "../support/settlements";

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

interface AuditEvent {
  id: string;
  actor_kind: string;
  actor_id: string;
  actor_name: string | null;
  method: string;
  path: string;
  resource_type: string;
  resource_id: string | null;
  resource_label: string | null;
  response_status: number;
  request_id: string | null;
  change: Record<string, unknown>;
}

const events = async (books: Books, query = ""): Promise<AuditEvent[]> =>
  (await getOk(books, `/audit-events/${query}`)).results;

/** Books whose calls go through a business token (with `form` sent to endpoint 2), not the partner token. */
async function withBusinessToken(books: Books, form: Record<string, string> = {}): Promise<Books> {
  const response = await books.api.post(`/v1/platform/${books.businessId}/oauth2/token/`, {
    headers: bearer(books.token),
    form,
  });
  expect(response.status(), await response.text()).toBe(200);
  return { ...books, token: (await response.json()).access_token };
}

test.describe("audit trail of writes", () => {
  test("a bill create records who, what and the validated body, its file left out", async () => {
    const books = await newBooks();
    const response = await post(books, "/bills/", {
      ...billBody({ external_id: "b-1", memo: "Paper" }),
      not_a_field: "dropped by validation",
      document: { file: pdf.toString("base64"), file_name: "bill.pdf" },
    });
    const bill = await bodyOf(response, 201);
    const [event, ...rest] = await events(books);
    expect(rest).toEqual([]);
    expect(event).toEqual({
      type: "AuditEvent",
      id: expect.any(String),
      business_id: books.businessId,
      partner_id: fixtures().alpha.partner_id,
      actor_kind: "partner",
      actor_id: fixtures().alpha.partner_id,
      actor_name: "Alpha Payments",
      method: "POST",
      path: `${books.base}/bills/`,
      resource_type: "bill",
      resource_id: bill.id,
      resource_label: null,
      response_status: 201,
      request_id: response.headers()["x-request-id"],
      change: expect.objectContaining({
        external_id: "b-1",
        memo: "Paper",
        vendor_external_id: "acme",
        document: { file: { omitted: true, size: pdf.length }, file_name: "bill.pdf" },
      }),
      created_at: expect.any(String),
    });
    expect(event!.change).not.toHaveProperty("not_a_field");
    expect(JSON.stringify(event)).not.toContain(pdf.toString("base64"));
  });

  test("a vendor-credit PUT and an invoice void are recorded against the resource in the path", async () => {
    const books = await newBooks();
    const credit = await bodyOf(
      await post(books, "/vendor-credits/", { vendor_external_id: "acme", line_items: [{ amount: 1000 }] }),
      201,
    );
    await bodyOf(await put(books, `/vendor-credits/${credit.id}/`, { memo: "Broken chairs" }));
    const invoice = await createSentInvoice(books);
    await bodyOf(
      await post(books, `/invoices/${invoice.id}/void/`, {
        invoice_number: invoice.invoice_number,
        memo: "Wrong customer",
      }),
    );
    const [voided, sent, updated, created] = await events(books);
    expect(created).toMatchObject({ method: "POST", resource_type: "vendor_credit", resource_id: credit.id });
    expect(updated).toMatchObject({
      method: "PUT",
      path: `${books.base}/vendor-credits/${credit.id}/`,
      resource_type: "vendor_credit",
      resource_id: credit.id,
      response_status: 200,
      actor_kind: "partner",
      change: { memo: "Broken chairs" },
    });
    expect(sent).toMatchObject({ path: `${books.base}/invoices/`, resource_id: invoice.id });
    expect(voided).toMatchObject({
      method: "POST",
      path: `${books.base}/invoices/${invoice.id}/void/`,
      resource_type: "invoice",
      resource_id: invoice.id,
      response_status: 200,
      change: { invoice_number: invoice.invoice_number, memo: "Wrong customer" },
    });
  });

  test("each event names its resource: the invoice's and bill's numbers, the vendor's name, the paid bill", async () => {
    const books = await newBooks();
    const invoice = await createSentInvoice(books);
    await bodyOf(
      await post(books, `/invoices/${invoice.id}/void/`, {
        invoice_number: invoice.invoice_number,
        memo: "Wrong customer",
      }),
    );
    const bill = await bodyOf(
      await post(books, "/bills/", billBody({ bill_number: "B-7", approved_at: "2025-03-10T09:00:00Z" })),
      201,
    );
    const payment = await bodyOf(
      await post(books, `/bills/${bill.id}/payments/`, {
        payment_method: "bank_transfer",
        payment_date: "2025-03-20",
        amount_cents: 1_000,
      }),
      201,
    );
    const vendor = await bodyOf(await post(books, "/vendors/", { company_name: "Nordic Paper AB" }), 201);
    const [vendorCreated, paid, billCreated, voided, sent] = await events(books);
    expect(voided).toMatchObject({
      path: `${books.base}/invoices/${invoice.id}/void/`,
      resource_label: invoice.invoice_number,
    });
    expect(sent).toMatchObject({ resource_id: invoice.id, resource_label: invoice.invoice_number });
    expect(billCreated).toMatchObject({ resource_id: bill.id, resource_label: "B-7" });
    // A payment is named after the bill it pays (its id is in the path).
    expect(paid).toMatchObject({
      resource_type: "bill_payment",
      resource_id: payment.id,
      resource_label: "B-7",
    });
    expect(vendorCreated).toMatchObject({ resource_id: vendor.id, resource_label: "Nordic Paper AB" });
  });

  test("search finds events by actor, id, path or the document's number, case-insensitively", async () => {
    const books = await newBooks();
    const invoice = await createSentInvoice(books);
    const bill = await bodyOf(await post(books, "/bills/", billBody({ bill_number: "Bx-42%" })), 201);
    const asUser = await withBusinessToken(books, { actor_id: "user-77", actor_name: "Grace Hopper" });
    const vendor = await bodyOf(await post(asUser, "/vendors/", { company_name: "Zeta Paper AB" }), 201);
    const idsOf = async (search: string) =>
      (await events(books, `?search=${encodeURIComponent(search)}`)).map((event) => event.resource_id);
    expect(await idsOf(invoice.invoice_number.toLowerCase())).toEqual([invoice.id]);
    expect(await idsOf("bx-42%")).toEqual([bill.id]);
    // The pattern's own wildcards are text: "bx-4_" matches nothing.
    expect(await idsOf("bx-4_")).toEqual([]);
    expect(await idsOf("grace HOP")).toEqual([vendor.id]);
    expect(await idsOf("USER-77")).toEqual([vendor.id]);
    expect(await idsOf("zeta paper")).toEqual([vendor.id]);
    expect(await idsOf(bill.id.slice(4, 20))).toEqual([bill.id]);
    expect(await idsOf("/vendors/")).toEqual([vendor.id]);
    expect(await idsOf("  ")).toHaveLength(3);
    expect(await idsOf("nothing like this")).toEqual([]);
    expect(
      (await events(books, `?search=${encodeURIComponent(invoice.invoice_number)}&resource_type=bill`))
        .length,
    ).toBe(0);
  });

  test("refused writes, Idempotency-Key replays, reads and token requests record nothing", async () => {
    const books = await newBooks();
    const headers = { ...bearer(books.token), "Idempotency-Key": crypto.randomUUID() };
    const body = billBody();
    const first = await books.api.post(`${books.base}/bills/`, { headers, data: body });
    const replay = await books.api.post(`${books.base}/bills/`, { headers, data: body });
    expect(first.status()).toBe(201);
    expect(replay.headers()["idempotent-replayed"]).toBe("true");
    await expectError(await post(books, "/bills/", billBody({ bill_date: "soon" })), 400, "validation_error");
    const credit = await bodyOf(
      await post(books, "/vendor-credits/", { vendor_external_id: "acme", line_items: [{ amount: 1000 }] }),
      201,
    );
    await bodyOf(await post(books, `/vendor-credits/${credit.id}/void/`, {}));
    // A void credit takes no new lines: 409, after the wrapper had authorised and parsed the request.
    await expectError(
      await put(books, `/vendor-credits/${credit.id}/`, { line_items: [{ amount: 5 }] }),
      409,
      "conflict",
    );
    await businessToken(books.api, books.token, books.businessId);
    await getOk(books, `/bills/${(await first.json()).id}/`);
    const recorded = await events(books);
    expect(recorded.map((event) => [event.method, event.path])).toEqual([
      ["POST", `${books.base}/vendor-credits/${credit.id}/void/`],
      ["POST", `${books.base}/vendor-credits/`],
      ["POST", `${books.base}/bills/`],
    ]);
  });

  test("a business token issued with actor_id records that person; one without records the business", async () => {
    const books = await newBooks();
    const asUser = await withBusinessToken(books, { actor_id: "user-42", actor_name: "Ada Lovelace" });
    const asBusiness = await withBusinessToken(books);
    const vendor = await bodyOf(await post(asUser, "/vendors/", { company_name: "Acme AB" }), 201);
    await bodyOf(await put(asBusiness, `/vendors/${vendor.id}/`, { memo: "Pays late" }));
    const [byBusiness, byUser] = await events(books);
    expect(byUser).toMatchObject({
      actor_kind: "user",
      actor_id: "user-42",
      actor_name: "Ada Lovelace",
      resource_type: "vendor",
      resource_id: vendor.id,
    });
    expect(byBusiness).toMatchObject({
      actor_kind: "business",
      actor_id: fixtures().alpha.partner_id,
      actor_name: "Alpha Payments",
      method: "PUT",
    });
    const mine = await events(books, "?actor_id=user-42");
    expect(mine.map((event) => event.id)).toEqual([byUser!.id]);
    // Any token of the business reads the trail, a read-only one included.
    const reader = await withBusinessToken(books, { scope: "business_read", actor_id: "support-1" });
    expect((await events(reader)).length).toBe(2);
  });

  test("filters by resource, actor and date; pages newest first", async () => {
    const books = await newBooks();
    const vendorIds: string[] = [];
    for (const name of ["A", "B", "C"]) {
      vendorIds.push((await bodyOf(await post(books, "/vendors/", { company_name: name }), 201)).id);
    }
    const bill = await bodyOf(await post(books, "/bills/", billBody()), 201);
    const resourcesOf = async (query: string) =>
      (await events(books, query)).map((event) => event.resource_id);
    expect(await resourcesOf("?resource_type=vendor")).toEqual([...vendorIds].reverse());
    expect(await resourcesOf("?resource_type=bill,vendor")).toEqual([bill.id, ...[...vendorIds].reverse()]);
    expect(await resourcesOf(`?resource_id=${vendorIds[1]}`)).toEqual([vendorIds[1]]);
    expect(await resourcesOf(`?actor_id=${fixtures().alpha.partner_id}&resource_type=bill`)).toEqual([
      bill.id,
    ]);
    expect(await resourcesOf("?actor_id=nobody")).toEqual([]);
    const today = todayInStockholm();
    expect(await resourcesOf(`?created_at_start=${today}&created_at_end=${today}`)).toHaveLength(4);
    expect(await resourcesOf("?created_at_end=2020-01-01")).toEqual([]);
    expect(await resourcesOf(`?created_at_start=${new Date(Date.now() + 60_000).toISOString()}`)).toEqual([]);
    const first = await pageOf(books, "/audit-events/?page_size=3");
    const second = await pageOf(books, "/audit-events/?page_size=3&page=2");
    expect(first.count).toBe(4);
    expect(first.page_info).toEqual({ total_count: 4, current_page: 1, total_pages: 2, page_size: 3 });
    expect(second.ids).toHaveLength(1);
    expect([...first.ids, ...second.ids]).toEqual((await events(books)).map((event) => event.id));
  });

  test("another partner's business is 404, another business's token 403", async () => {
    const books = await newBooks();
    await bodyOf(await post(books, "/vendors/", { company_name: "Acme AB" }), 201);
    const betaToken = await partnerToken(books.api, fixtures().beta);
    await expectError(
      await books.api.get(`${books.base}/audit-events/`, { headers: bearer(betaToken) }),
      404,
      "not_found",
    );
    const other = await newBooks();
    const otherToken = await businessToken(other.api, other.token, other.businessId);
    await expectError(
      await books.api.get(`${books.base}/audit-events/`, { headers: bearer(otherToken) }),
      403,
      "forbidden",
    );
  });

  const badQueries: [string, string][] = [
    ["?resource_type=nope", "resource_type"],
    ["?created_at_start=yesterday", "created_at_start"],
    ["?created_at_start=2025-03-02&created_at_end=2025-03-01", "created_at_end"],
    ["?page_size=0", "page_size"],
    [`?actor_id=${"x".repeat(201)}`, "actor_id"],
    [`?search=${"x".repeat(201)}`, "search"],
  ];
  for (const [query, parameter] of badQueries) {
    test(`GET /audit-events/${query.slice(0, 40)} is 400 naming ${parameter}`, async () => {
      await expectBadQuery(await newBooks(), `/audit-events/${query}`, parameter);
    });
  }
});
