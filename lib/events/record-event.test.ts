import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/query-rows";
import { events } from "../db/schema";
import { eventSequencesOf } from "../testing/event-sequences";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import { recordEvent, recordEvents } from "./record-event";

const test = setupTestDatabase();

const eventFor = (business: { id: string; partnerId: string }, n: number) => ({
  businessId: business.id,
  partnerId: business.partnerId,
  type: "vendor.created" as const,
  resourceType: "vendor",
  resourceId: `vendor-${n}`,
  data: { id: `vendor-${n}`, n },
});

const sequencesOf = (businessId: string) => eventSequencesOf(test.db, businessId);

describe("recordEvent", () => {
  it("gives concurrent writers of one business gapless, unique, increasing sequences", async () => {
    const { business } = await createTestBusiness(test.db);
    await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        test.db.transaction(async (tx) => {
          await recordEvent(tx, eventFor(business, n));
          await recordEvent(tx, eventFor(business, n + 100));
        }),
      ),
    );
    const rows = await sequencesOf(business.id);
    expect(rows.map(([sequence]) => sequence)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    // A transaction's two events are adjacent: the counter row is held until it commits.
    for (let i = 0; i < rows.length; i += 2) {
      expect(Number(rows[i + 1]![1].slice(7)) - Number(rows[i]![1].slice(7))).toBe(100);
    }
  });

  it("gives a rolled-back write's number back, and counts each business on its own", async () => {
    const { business } = await createTestBusiness(test.db);
    const { business: other } = await createTestBusiness(test.db);
    await recordEvent(test.db, eventFor(business, 1));
    await expect(
      test.db.transaction(async (tx) => {
        await recordEvent(tx, eventFor(business, 2));
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    await recordEvent(test.db, eventFor(other, 3));
    await recordEvent(test.db, eventFor(business, 4));
    expect(await sequencesOf(business.id)).toEqual([
      [1, "vendor-1"],
      [2, "vendor-4"],
    ]);
    const [stored] = await test.db
      .select()
      .from(events)
      .where(and(eq(events.businessId, other.id), eq(events.sequence, 1)));
    expect(stored).toMatchObject({
      type: "vendor.created",
      resourceId: "vendor-3",
      data: { id: "vendor-3", n: 3 },
    });
  });

  it("appends a batch in order after earlier events, with its data as JSON carries it, in one statement", async () => {
    const { business } = await createTestBusiness(test.db);
    const first = await recordEvent(test.db, eventFor(business, 1));
    expect(first.sequence).toBe(1);
    const at = new Date("2026-11-27T10:00:00.000Z");
    const batch = [2, 3, 4].map((n) => ({
      ...eventFor(business, n),
      data: { id: `vendor-${n}`, at, dropped: undefined, quote: 'a "b" \\ c', nested: [n, null] },
    }));
    expect(await recordEvents(test.db, business.id, batch)).toBe(3);
    expect(await recordEvents(test.db, business.id, [])).toBe(0);
    const last = await recordEvent(test.db, { ...eventFor(business, 5), data: null });
    expect(last.sequence).toBe(5);
    expect(last.data).toBeNull();
    const rows = await test.db
      .select()
      .from(events)
      .where(eq(events.businessId, business.id))
      .orderBy(asc(events.sequence));
    expect(rows.map((row) => [row.sequence, row.resourceId])).toEqual([
      [1, "vendor-1"],
      [2, "vendor-2"],
      [3, "vendor-3"],
      [4, "vendor-4"],
      [5, "vendor-5"],
    ]);
    expect(rows[2]).toMatchObject({
      partnerId: business.partnerId,
      type: "vendor.created",
      resourceType: "vendor",
    });
    expect(rows[2]!.data).toEqual({
      id: "vendor-3",
      at: "2026-11-27T10:00:00.000Z",
      quote: 'a "b" \\ c',
      nested: [3, null],
    });
    expect(new Set(rows.map((row) => row.id)).size).toBe(5);
  });

  it("stores each event's data as written, in its serializer's key order (json, migration 0018)", async () => {
    const { business } = await createTestBusiness(test.db);
    const data = {
      type: "VendorData",
      id: "vendor-1",
      name: "Zed",
      amount: 12.5,
      address: { zip: "1", city: "A" },
    };
    await recordEvent(test.db, { ...eventFor(business, 1), data });
    await recordEvents(test.db, business.id, [{ ...eventFor(business, 2), data }]);
    const stored = await queryRows<{ text: string }>(
      test.db,
      sql`select data::text as text from events where business_id = ${business.id} order by sequence`,
    );
    // jsonb would give {"id": …, "name": …, "type": …} with its own spacing: the webhook body would not read as the GET.
    expect(stored.map((row) => row.text)).toEqual([JSON.stringify(data), JSON.stringify(data)]);
  });
});
