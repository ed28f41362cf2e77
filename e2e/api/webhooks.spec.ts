import { expect, test } from "@playwright/test";
import { bearer, businessToken, expectError } from "../support/api";
import { bodyOf, get, post, put, type Books } from "../support/payables";
import { WEBHOOK_RECEIVER_PORT } from "../support/test-env";
import { waitFor, WebhookReceiver } from "../support/webhook-receiver";
import {
  booksOf,
  createEndpoint,
  deliveriesOf,
  ENDPOINTS,
  eventsOf,
  getEndpoint,
  verified,
} from "../support/webhooks";

/**
 * Issue 16 on the test server (PGlite or PostgreSQL): events recorded with every write, sent to a receiver on
 * 127.0.0.1 by the server's own worker, signed as Standard Webhooks says and checked with its library.
 */
test.describe.configure({ mode: "serial" });

const receiver = new WebhookReceiver();
let base = "";
test.beforeAll(async () => {
  base = await receiver.start(WEBHOOK_RECEIVER_PORT);
});
test.afterAll(() => receiver.stop());

const line = (cents: number) => [{ quantity: 1, unit_price: cents, description: "Goods" }];

/** Writes that make every event type the public routes can emit without bank data. */
async function writeEverything(books: Books) {
  const ok = async (response: Parameters<typeof bodyOf>[0], status = 200) => bodyOf(response, status);
  const vendor = await ok(
    await post(books, "/vendors/", { company_name: "Acme AB", external_id: "acme" }),
    201,
  );
  await ok(await put(books, `/vendors/${vendor.id}/`, { company_name: "Acme Sverige AB" }));
  const customer = await ok(
    await post(books, "/customers/", { company_name: "Café Blå AB", external_id: "cust-1" }),
    201,
  );
  await ok(await put(books, `/customers/${customer.id}/`, { company_name: "Café Blå Göteborg AB" }));
  const bill = await ok(
    await post(books, "/bills/", {
      external_id: "b-1",
      vendor_id: vendor.id,
      bill_date: "2025-03-10",
      line_items: line(10_000),
    }),
    201,
  );
  await ok(
    await put(books, `/bills/${bill.id}/`, {
      vendor_id: vendor.id,
      bill_date: "2025-03-11",
      line_items: line(10_000),
    }),
  );
  await ok(await post(books, `/bills/${bill.id}/approve/`, { approved_at: "2025-03-11T09:00:00Z" }));
  // Approving again changes nothing, so it emits nothing.
  await ok(await post(books, `/bills/${bill.id}/approve/`, {}));
  await ok(
    await post(books, `/bills/${bill.id}/payments/`, {
      amount_cents: 10_000,
      payment_method: "bank_transfer",
      payment_date: "2025-03-20",
    }),
    201,
  );
  const toVoid = await ok(
    await post(books, "/bills/", {
      external_id: "b-2",
      vendor_id: vendor.id,
      bill_date: "2025-03-12",
      line_items: line(500),
    }),
    201,
  );
  await ok(await post(books, `/bills/${toVoid.id}/void/`, { reason: "Twice" }));
  const invoice = await ok(
    await post(books, "/invoices/", {
      invoice_number: "INV-1",
      customer_id: customer.id,
      line_items: line(20_000),
    }),
    201,
  );
  await ok(
    await post(books, `/invoices/${invoice.id}/send/`, {
      sent_at: "2025-03-01T09:00:00Z",
      generate_pdf: false,
    }),
  );
  await ok(
    await post(books, `/invoices/${invoice.id}/payments/`, {
      amount_cents: 20_000,
      payment_method: "bank_transfer",
      payment_date: "2025-03-10",
    }),
    201,
  );
  const voidedInvoice = await ok(
    await post(books, "/invoices/", {
      invoice_number: "INV-2",
      customer_id: customer.id,
      line_items: line(700),
    }),
    201,
  );
  await ok(await post(books, `/invoices/${voidedInvoice.id}/void/`, { invoice_number: "INV-2" }));
  await ok(
    await post(books, "/vendor-credits/", { vendor_id: vendor.id, line_items: [{ amount: 1000 }] }),
    201,
  );
  await ok(
    await post(books, "/customer-credits/", { customer_id: customer.id, line_items: [{ amount: 1000 }] }),
    201,
  );
  await ok(
    await post(books, "/journal-entries/", {
      entry_date: "2025-03-05",
      lines: [
        { account_identifier: { type: "AccountCode", code: "1000" }, debit_cents: 100 },
        { account_identifier: { type: "AccountCode", code: "3000" }, credit_cents: 100 },
      ],
    }),
    201,
  );
  return { vendor, customer, bill, toVoid, invoice, voidedInvoice };
}

const EXPECTED_TYPES = [
  "vendor.created",
  "vendor.updated",
  "customer.created",
  "customer.updated",
  "bill.created",
  "bill.updated",
  "bill.approved",
  "bill_payment.created",
  "bill.paid",
  "bill.created",
  "bill.voided",
  "invoice.created",
  "invoice.sent",
  "invoice_payment.created",
  "invoice.paid",
  "invoice.created",
  "invoice.voided",
  "vendor_credit.created",
  "customer_credit.created",
  "journal_entry.created",
];

test("every write's event is delivered once, signed, with the resource as its GET returns it", async () => {
  const books = await booksOf();
  const endpoint = await createEndpoint(books, `${base}/all`);
  expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
  const made = await writeEverything(books);
  const events = await eventsOf(books);
  expect(events.map((event) => event.event_type)).toEqual(EXPECTED_TYPES);
  expect(events.map((event) => event.sequence)).toEqual(EXPECTED_TYPES.map((_, index) => index + 1));
  await waitFor("every event delivered", () => receiver.at("/all").length >= events.length);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const messages = receiver.at("/all");
  expect(messages).toHaveLength(events.length);
  const payloads = messages.map((message) => verified(message, endpoint.secret));
  expect(payloads.map((payload) => payload.data.id).sort()).toEqual(events.map((event) => event.id).sort());
  expect(new Set(messages.map((message) => message.headers["webhook-id"])).size).toBe(events.length);
  // The data is the resource as its GET returns it now, for resources unchanged since their last event.
  const paid = payloads.find((payload) => payload.type === "bill.paid")!;
  expect(paid.data.data).toEqual(await bodyOf(await get(books, `/bills/${made.bill.id}/`)));
  expect(paid.data.data.status).toBe("paid");
  const voided = payloads.find((payload) => payload.type === "invoice.voided")!;
  expect(voided.data.data).toEqual(await bodyOf(await get(books, `/invoices/${made.voidedInvoice.id}/`)));
  const log = await deliveriesOf(books, endpoint.id);
  expect(log).toHaveLength(events.length);
  for (const delivery of log) {
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 1, last_response_status: 204 });
    expect(delivery.last_latency_ms).toBeGreaterThanOrEqual(0);
  }
});

test("GET /events/ filters by type, resource, sequence and time, and a business token reads it", async () => {
  const books = await booksOf();
  const { bill } = await writeEverything(books);
  const types = (events: { event_type: string }[]) => events.map((event) => event.event_type);
  expect(types(await eventsOf(books, "&type=bill.paid,invoice.paid"))).toEqual(["bill.paid", "invoice.paid"]);
  expect(types(await eventsOf(books, `&resource_type=bill&resource_id=${bill.id}`))).toEqual([
    "bill.created",
    "bill.updated",
    "bill.approved",
    "bill.paid",
  ]);
  const after = await eventsOf(books, "&after_sequence=18");
  expect(after.map((event) => event.sequence)).toEqual([19, 20]);
  expect(await eventsOf(books, "&created_at_end=2000-01-01")).toEqual([]);
  expect((await eventsOf(books, "&created_at_start=2000-01-01")).length).toBe(20);
  const token = await businessToken(books.api, books.token, books.businessId, "business_read");
  const read = await books.api.get(`${books.base}/events/?type=vendor.created`, { headers: bearer(token) });
  expect((await bodyOf(read)).results).toHaveLength(1);
  for (const [query, field] of [
    ["type=bill.nope", "type"],
    ["after_sequence=-1", "after_sequence"],
    ["created_at_start=2025-02-01&created_at_end=2025-01-01", "created_at_end"],
  ]) {
    const bad = await books.api.get(`${books.base}/events/?${query}`, { headers: bearer(books.token) });
    expect(Object.keys((await expectError(bad, 400, "validation_error")).details ?? {}), query).toContain(
      field,
    );
  }
});

test("a receiver failing 3 times gets the event once more, answered once, under the same webhook-id", async () => {
  const books = await booksOf();
  receiver.failFirst("/flaky", 3);
  const endpoint = await createEndpoint(books, `${base}/flaky`, { event_types: ["vendor.created"] });
  await bodyOf(await post(books, "/vendors/", { company_name: "Flaky AB" }), 201);
  await waitFor("the fourth attempt", () => receiver.at("/flaky").length >= 4);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const attempts = receiver.at("/flaky");
  expect(attempts.map((message) => message.answered)).toEqual([500, 500, 500, 204]);
  expect(new Set(attempts.map((message) => message.headers["webhook-id"])).size).toBe(1);
  for (const message of attempts) expect(verified(message, endpoint.secret).type).toBe("vendor.created");
  const [delivery] = await deliveriesOf(books, endpoint.id);
  expect(delivery).toMatchObject({
    status: "succeeded",
    attempts: 4,
    last_response_status: 204,
    id: attempts[0]!.headers["webhook-id"],
  });
  expect((await getEndpoint(books, endpoint.id)).status).toBe("enabled");
});

test("an endpoint failing past the limit is disabled, says why, and sends again once enabled and redelivered", async () => {
  const books = await booksOf();
  receiver.answer("/down", 503);
  const endpoint = await createEndpoint(books, `${base}/down`);
  await bodyOf(await post(books, "/vendors/", { company_name: "Down AB" }), 201);
  await waitFor(
    "the endpoint disabled",
    async () => (await getEndpoint(books, endpoint.id)).status === "disabled",
    20_000,
  );
  const disabled = await getEndpoint(books, endpoint.id);
  expect(disabled.disabled_reason).toMatch(
    /^Disabled after failing since .* without a success; last error: HTTP 503$/,
  );
  const [delivery] = await deliveriesOf(books, endpoint.id);
  expect(delivery!.status).toBe("pending");
  expect(delivery!.attempts).toBeGreaterThanOrEqual(2);
  const sent = receiver.at("/down").length;
  receiver.answer("/down", 200);
  const enabled = await bodyOf(
    await books.api.post(`${ENDPOINTS}${endpoint.id}/enable/`, { headers: bearer(books.token) }),
  );
  expect(enabled).toMatchObject({ status: "enabled", disabled_reason: null, failing_since: null });
  await waitFor("the pending delivery sent", () =>
    receiver.at("/down").some((message) => message.answered === 200),
  );
  const redelivered = await bodyOf(
    await books.api.post(`${ENDPOINTS}${endpoint.id}/deliveries/${delivery!.id}/redeliver/`, {
      headers: bearer(books.token),
    }),
    202,
  );
  expect(redelivered).toMatchObject({ id: delivery!.id, status: "pending", attempts: 0 });
  await waitFor(
    "the redelivery",
    () => receiver.at("/down").filter((message) => message.answered === 200).length >= 2,
  );
  const ids = receiver
    .at("/down")
    .slice(sent)
    .map((message) => message.headers["webhook-id"]);
  expect(new Set(ids)).toEqual(new Set([delivery!.id]));
  const unknown = await books.api.post(
    `${ENDPOINTS}${endpoint.id}/deliveries/${crypto.randomUUID()}/redeliver/`,
    { headers: bearer(books.token) },
  );
  await expectError(unknown, 404, "not_found");
});

test("a rotated secret signs beside the old one during the overlap; a test message is signed too", async () => {
  const books = await booksOf();
  const endpoint = await createEndpoint(books, `${base}/rotated`);
  const rotate = await books.api.post(`${ENDPOINTS}${endpoint.id}/rotate-secret/`, {
    headers: bearer(books.token),
    data: { overlap_seconds: 3600 },
  });
  const rotated = await bodyOf(rotate);
  expect(rotated.secret).not.toBe(endpoint.secret);
  expect(Date.parse(rotated.previous_secret_expires_at) - Date.now()).toBeGreaterThan(3500_000);
  const queued = await bodyOf(
    await books.api.post(`${ENDPOINTS}${endpoint.id}/test/`, { headers: bearer(books.token) }),
    202,
  );
  expect(queued).toMatchObject({ event_type: "webhook.test", status: "pending" });
  await waitFor("the test message", () => receiver.at("/rotated").length >= 1);
  const [message] = receiver.at("/rotated");
  expect(message!.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
  for (const secret of [endpoint.secret, rotated.secret]) {
    expect(verified(message!, secret)).toMatchObject({
      type: "webhook.test",
      data: { endpoint_id: endpoint.id },
    });
  }
  // Without an overlap the old secret stops at once.
  const again = await bodyOf(
    await books.api.post(`${ENDPOINTS}${endpoint.id}/rotate-secret/`, {
      headers: bearer(books.token),
      data: { overlap_seconds: 0 },
    }),
  );
  expect(again.previous_secret_expires_at).toBeNull();
  expect(JSON.stringify(await getEndpoint(books, endpoint.id))).not.toContain("whsec_");
});

test("endpoint CRUD: list, change, disable, delete; refusals store nothing; partner token only", async () => {
  const books = await booksOf();
  const headers = bearer(books.token);
  const endpoint = await createEndpoint(books, `${base}/crud`, {
    description: "Books sync",
    event_types: ["bill.paid"],
  });
  const listed = await bodyOf(await books.api.get(`${ENDPOINTS}?page_size=100`, { headers }));
  expect(listed.results.map((item: { id: string }) => item.id)).toContain(endpoint.id);
  expect(JSON.stringify(listed)).not.toContain("whsec_");
  const changed = await bodyOf(
    await books.api.patch(`${ENDPOINTS}${endpoint.id}/`, {
      headers,
      data: { event_types: ["bill.paid", "invoice.paid"], description: null },
    }),
  );
  expect(changed).toMatchObject({
    event_types: ["bill.paid", "invoice.paid"],
    description: null,
    url: `${base}/crud`,
  });
  const disabled = await bodyOf(await books.api.post(`${ENDPOINTS}${endpoint.id}/disable/`, { headers }));
  expect(disabled).toMatchObject({ status: "disabled", disabled_reason: "Disabled by the partner." });
  const before = (await bodyOf(await books.api.get(ENDPOINTS, { headers }))).count;
  const bad: [Record<string, unknown>, string][] = [
    [{ url: "ftp://example.com/hook" }, "url"],
    [{ url: `${base}/x`, event_types: ["bill.nope"] }, "event_types.0"],
    [{ url: `${base}/x`, business_id: crypto.randomUUID() }, "business_id"],
    [{ url: `${base}/x`, secret: "mine" }, "body"], // unknown fields are refused, naming the body
  ];
  for (const [data, field] of bad) {
    const response = await books.api.post(ENDPOINTS, { headers, data });
    expect(
      Object.keys((await expectError(response, 400, "validation_error")).details ?? {}),
      field,
    ).toContain(field);
  }
  expect((await bodyOf(await books.api.get(ENDPOINTS, { headers }))).count).toBe(before);
  const businessAccess = await businessToken(books.api, books.token, books.businessId);
  await expectError(await books.api.get(ENDPOINTS, { headers: bearer(businessAccess) }), 403, "forbidden");
  const deleted = await bodyOf(await books.api.delete(`${ENDPOINTS}${endpoint.id}/`, { headers }));
  expect(deleted.id).toBe(endpoint.id);
  await expectError(await books.api.get(`${ENDPOINTS}${endpoint.id}/`, { headers }), 404, "not_found");
});
