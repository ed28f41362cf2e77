import { expect, test, type APIResponse } from "@playwright/test";
import { fixtures } from "../support/api";
import {
  archiveAccountInSql,
  billBody,
  bodyOf,
  counts,
  getOk,
  newBooks,
  post,
  type Books,
} from "../support/payables";
import { eventsOf } from "../support/webhooks";

/**
 * Issue 15's shorter single-write path: a business's concurrent POST /bills/ are stored together (group commit,
 * lib/http/grouped-writes.ts), and each request must still get exactly what it would alone: its status and body, its
 * event, its audit event, and nothing of a refused request stored.
 */

const approved = (overrides: Record<string, unknown> = {}) =>
  billBody({ approved_at: "2025-03-10T09:00:00Z", ...overrides });

interface Sent {
  body: Record<string, unknown>;
  response: APIResponse;
}

const sendAll = async (books: Books, bodies: Record<string, unknown>[]): Promise<Sent[]> =>
  Promise.all(bodies.map(async (body) => ({ body, response: await post(books, "/bills/", body) })));

interface AuditEvent {
  resource_id: string | null;
  response_status: number;
  request_id: string | null;
  change: { external_id?: string };
}

const auditEvents = async (books: Books): Promise<AuditEvent[]> =>
  (await getOk(books, "/audit-events/?page_size=100")).results;

/** Bills that share a created_at were stored by one group (a group's bills are made at one instant). */
function largestGroup(bills: { created_at: string }[]): number {
  const sizes = new Map<string, number>();
  for (const bill of bills) sizes.set(bill.created_at, (sizes.get(bill.created_at) ?? 0) + 1);
  return Math.max(...sizes.values());
}

test.describe("concurrent POST /bills/ of one business (stored together)", () => {
  test("each request gets its own answer, event and audit event; refused ones store nothing", async () => {
    const books = await newBooks();
    const first = await post(books, "/bills/", approved({ external_id: "known" }));
    const known = await bodyOf(first, 201);
    const valid = Array.from({ length: 16 }, (_, n) =>
      approved({
        external_id: `g-${n}`,
        // Some vendors are new (auto-created once however many bills name them), some known.
        vendor_external_id: n % 4 === 0 ? "acme" : `vendor-${n % 3}`,
        vendor_name: `Vendor ${n % 3}`,
      }),
    );
    const unknownAccount = approved({
      external_id: "refused",
      line_items: [{ unit_price: 10, account_identifier: { type: "AccountCode", code: "9999" } }],
    });
    const sent = await sendAll(books, [
      ...valid.slice(0, 8),
      unknownAccount,
      approved({ external_id: "known", memo: "a repeat changes nothing" }),
      ...valid.slice(8),
    ]);

    const byExternalId = new Map<
      string,
      { status: number; body: Record<string, unknown>; requestId: string }
    >();
    for (const { body, response } of sent) {
      byExternalId.set(body.external_id as string, {
        status: response.status(),
        body: await response.json(),
        requestId: response.headers()["x-request-id"]!,
      });
    }
    const refused = byExternalId.get("refused")!;
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error_code: "validation_error" });
    expect(Object.keys(refused.body.details as object)).toEqual(["line_items.0.account_identifier"]);
    const repeat = byExternalId.get("known")!;
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(known);

    const created = valid.map((body) => byExternalId.get(body.external_id as string)!);
    expect(created.map((item) => item.status)).toEqual(valid.map(() => 201));
    for (const item of created) expect(await getOk(books, `/bills/${item.body.id}/`)).toEqual(item.body);
    // On PostgreSQL the creates arrive while others are being stored, so some are stored together (the point of this
    // test). The embedded PGlite has one connection that a write's transaction holds, and takes them one at a time.
    if (fixtures().database === "postgres") {
      expect(largestGroup(created.map((item) => item.body as { created_at: string }))).toBeGreaterThan(1);
    }
    expect(await counts(books)).toMatchObject({ bills: 17, vendors: 4, entries: 17 });

    // One bill.created per new bill, carrying the body its request got; numbered without gaps.
    const events = await eventsOf(books, "&type=bill.created");
    expect(events.map((event) => event.resource_id).sort()).toEqual(
      [known, ...created.map((item) => item.body)].map((bill) => bill.id).sort(),
    );
    for (const item of created) {
      expect(events.find((event) => event.resource_id === item.body.id)!.data).toEqual(item.body);
    }
    const sequences = (await eventsOf(books)).map((event) => event.sequence);
    expect(sequences).toEqual(sequences.map((_, index) => index + 1));

    // One audit event per answered write, with that request's id; none for the refusal.
    const audit = await auditEvents(books);
    const answered = [...byExternalId.values()].filter((item) => item.status < 300);
    expect(audit.map((event) => event.request_id).sort()).toEqual(
      [first.headers()["x-request-id"], ...answered.map((item) => item.requestId)].sort(),
    );
    for (const item of [...created, repeat]) {
      const event = audit.find((candidate) => candidate.request_id === item.requestId)!;
      expect(event).toMatchObject({ resource_id: item.body.id, response_status: item.status });
    }
    expect(audit.some((event) => event.change.external_id === "refused")).toBe(false);
  });

  test("twenty concurrent creates of one external_id, with others, make each bill once", async () => {
    const books = await newBooks();
    const racer = approved({ external_id: "racer", vendor_external_id: "racer" });
    const others = Array.from({ length: 10 }, (_, n) => approved({ external_id: `other-${n}` }));
    const sent = await sendAll(books, [...Array.from({ length: 20 }, () => racer), ...others]);
    const statuses = await Promise.all(
      sent.map(async ({ body, response }) => [
        body.external_id,
        response.status(),
        (await response.json()).id,
      ]),
    );
    const racers = statuses.filter(([externalId]) => externalId === "racer");
    expect(racers.filter(([, status]) => status === 201)).toHaveLength(1);
    expect(racers.filter(([, status]) => status === 200)).toHaveLength(19);
    expect(new Set(racers.map(([, , id]) => id)).size).toBe(1);
    expect(statuses.filter(([externalId, status]) => externalId !== "racer" && status === 201)).toHaveLength(
      10,
    );
    expect(await counts(books)).toMatchObject({ bills: 11, entries: 11 });
    expect((await eventsOf(books, "&type=bill.created")).length).toBe(11);
  });

  test("a bill only the database refuses fails alone: every other concurrent create is stored", async () => {
    test.skip(fixtures().database !== "postgres", "archives an account behind the server's back, in SQL");
    const books = await newBooks();
    // The first create leaves the business's chart in the server's ten-second copy; the account is then archived in
    // SQL, so only the database's own check (migration 0007) refuses a posting to it, failing the group it is in.
    await bodyOf(await post(books, "/bills/", approved({ external_id: "warm" })), 201);
    await archiveAccountInSql(books, "6400");
    const archived = approved({
      external_id: "archived",
      line_items: [{ unit_price: 100, account_identifier: { type: "AccountCode", code: "6400" } }],
    });
    const others = Array.from({ length: 12 }, (_, n) => approved({ external_id: `ok-${n}` }));
    const sent = await sendAll(books, [...others.slice(0, 6), archived, ...others.slice(6)]);
    const statusOf = new Map(sent.map(({ body, response }) => [body.external_id, response.status()]));
    expect(statusOf.get("archived")).toBe(500);
    expect(others.map((body) => statusOf.get(body.external_id))).toEqual(others.map(() => 201));
    expect(await counts(books)).toMatchObject({ bills: 13, entries: 13 });
    expect((await eventsOf(books, "&type=bill.created")).length).toBe(13);
    const audit = await auditEvents(books);
    expect(audit).toHaveLength(13);
    expect(audit.some((event) => event.change.external_id === "archived")).toBe(false);
  });
});
