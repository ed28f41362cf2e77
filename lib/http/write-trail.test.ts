import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AuditedWrite } from "../audit/record-audit-event";
import { auditEvents, events } from "../db/schema";
import { eventSequencesOf } from "../testing/event-sequences";
import { createTestBusiness } from "../testing/test-business";
import { setupTestDatabase } from "../testing/test-database";
import type { Caller } from "./authenticate";
import type { Endpoint } from "./endpoint";
import { PROVISIONAL_EVENT_SEQUENCE, recordEvent } from "../events/record-event";
import { appendWriteTrail } from "./write-trail";

const test = setupTestDatabase();
const sequencesOf = (businessId: string) => eventSequencesOf(test.db, businessId);

function writeOf(business: { id: string; partnerId: string }, vendorId: string): AuditedWrite {
  return {
    endpoint: {
      method: "POST",
      path: "/v1/platform/businesses/{business_id}/vendors/",
      resourceType: "vendor",
    } as Endpoint,
    caller: {
      partnerId: business.partnerId,
      businessId: business.id,
      partnerName: "Trail partner",
    } as Caller,
    businessId: business.id,
    params: { business_id: business.id },
    body: { company_name: "Trail Ltd" },
    status: 201,
    responseBody: { id: vendorId },
    requestId: `req-${vendorId}`,
  };
}

const eventOf = (business: { id: string; partnerId: string }, vendorId: string) => ({
  businessId: business.id,
  partnerId: business.partnerId,
  type: "vendor.created" as const,
  resourceType: "vendor",
  resourceId: vendorId,
  data: { id: vendorId, company_name: "Trail Ltd" },
});

describe("appendWriteTrail", () => {
  it("appends a write's events, numbered after earlier events, and its audit event", async () => {
    const { business } = await createTestBusiness(test.db);
    await appendWriteTrail(test.db, business.id, [eventOf(business, "v-0")], writeOf(business, "v-0"));
    const count = await test.db.transaction((tx) =>
      appendWriteTrail(
        tx,
        business.id,
        [eventOf(business, "v-1"), { ...eventOf(business, "v-1"), type: "vendor.updated" as const }],
        writeOf(business, "v-1"),
      ),
    );
    expect(count).toBe(2);
    const rows = await test.db.select().from(events).where(eq(events.businessId, business.id));
    expect(rows.map((row) => [row.sequence, row.type, row.resourceId]).sort()).toEqual([
      [1, "vendor.created", "v-0"],
      [2, "vendor.created", "v-1"],
      [3, "vendor.updated", "v-1"],
    ]);
    const audits = await test.db.select().from(auditEvents).where(eq(auditEvents.businessId, business.id));
    expect(audits.map((row) => row.resourceId).sort()).toEqual(["v-0", "v-1"]);
    expect(audits.find((row) => row.resourceId === "v-1")).toMatchObject({
      partnerId: business.partnerId,
      method: "POST",
      path: `/v1/platform/businesses/${business.id}/vendors/`,
      resourceType: "vendor",
      responseStatus: 201,
      requestId: "req-v-1",
      change: { company_name: "Trail Ltd" },
    });
  });

  it("records only the audit event when no event is due, and nothing of a write that rolls back", async () => {
    const { business } = await createTestBusiness(test.db);
    expect(await appendWriteTrail(test.db, business.id, [], writeOf(business, "v-2"))).toBe(0);
    await expect(
      test.db.transaction(async (tx) => {
        await appendWriteTrail(tx, business.id, [eventOf(business, "v-3")], writeOf(business, "v-3"));
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    expect(await test.db.select().from(events).where(eq(events.businessId, business.id))).toEqual([]);
    const audits = await test.db.select().from(auditEvents).where(eq(auditEvents.businessId, business.id));
    expect(audits.map((row) => row.resourceId)).toEqual(["v-2"]);
  });

  it("numbers a write's events as it commits, after events numbered earlier, and at once under immediate constraints", async () => {
    const { business } = await createTestBusiness(test.db);
    await recordEvent(test.db, eventOf(business, "v-4"));
    await test.db.transaction(async (tx) => {
      await appendWriteTrail(tx, business.id, [eventOf(business, "v-5")], writeOf(business, "v-5"));
      const [pending] = await tx
        .select()
        .from(events)
        .where(and(eq(events.businessId, business.id), eq(events.resourceId, "v-5")));
      // Provisional until the commit, and after every numbered event of the business.
      expect(pending!.sequence).toBeGreaterThanOrEqual(PROVISIONAL_EVENT_SEQUENCE);
    });
    await test.db.transaction(async (tx) => {
      // Batches make constraints immediate: the trigger then numbers the events when the statement ends.
      await tx.execute(sql`set constraints all immediate`);
      await appendWriteTrail(tx, business.id, [eventOf(business, "v-6")], writeOf(business, "v-6"));
      const [numbered] = await tx
        .select()
        .from(events)
        .where(and(eq(events.businessId, business.id), eq(events.resourceId, "v-6")));
      expect(numbered!.sequence).toBe(3);
    });
    expect(await sequencesOf(business.id)).toEqual([
      [1, "v-4"],
      [2, "v-5"],
      [3, "v-6"],
    ]);
  });

  it.runIf(process.env.DATABASE_URL)(
    "holds no lock of the business until commit: a write that appended first and commits last is numbered last",
    async () => {
      const { business } = await createTestBusiness(test.db);
      let releaseFirst!: () => void;
      const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstAppended!: () => void;
      const firstHasAppended = new Promise<void>((resolve) => (firstAppended = resolve));
      const first = test.db.transaction(async (tx) => {
        await appendWriteTrail(tx, business.id, [eventOf(business, "first")], writeOf(business, "first"));
        firstAppended();
        await firstMayCommit;
      });
      await firstHasAppended;
      // With the counter taken in the trail's statement, these would wait for the first write's commit.
      await Promise.all(
        ["second", "third"].map((id) =>
          test.db.transaction((tx) =>
            appendWriteTrail(tx, business.id, [eventOf(business, id)], writeOf(business, id)),
          ),
        ),
      );
      releaseFirst();
      await first;
      const rows = await sequencesOf(business.id);
      expect(rows.map(([sequence]) => sequence)).toEqual([1, 2, 3]);
      expect(rows[2]).toEqual([3, "first"]);
      expect(
        rows
          .slice(0, 2)
          .map(([, id]) => id)
          .sort(),
      ).toEqual(["second", "third"]);
    },
  );

  it("gives back the number of an event removed before its write commits, and numbers the others in order", async () => {
    const { business } = await createTestBusiness(test.db);
    await recordEvent(test.db, eventOf(business, "r-1"));
    await test.db.transaction(async (tx) => {
      await appendWriteTrail(
        tx,
        business.id,
        ["r-2", "r-gone", "r-3"].map((id) => eventOf(business, id)),
        writeOf(business, "r-2"),
      );
      await tx.delete(events).where(and(eq(events.businessId, business.id), eq(events.resourceId, "r-gone")));
    });
    await recordEvent(test.db, eventOf(business, "r-4"));
    expect(await sequencesOf(business.id)).toEqual([
      [1, "r-1"],
      [2, "r-2"],
      [3, "r-3"],
      [4, "r-4"],
    ]);
  });

  it("numbers many commits of one business in a row, each after the last, whatever their old numbers left behind", async () => {
    const { business } = await createTestBusiness(test.db);
    // Each commit renumbers its events and leaves their provisional versions behind until a vacuum: later commits
    // must number theirs right after, reading only their own.
    for (let n = 0; n < 30; n++) {
      await test.db.transaction((tx) =>
        appendWriteTrail(
          tx,
          business.id,
          [eventOf(business, `m-${n}`), { ...eventOf(business, `m-${n}`), type: "vendor.updated" as const }],
          writeOf(business, `m-${n}`),
        ),
      );
    }
    const rows = await sequencesOf(business.id);
    expect(rows.map(([sequence]) => sequence)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(rows.filter((_, i) => i % 2 === 0).map(([, id]) => id)).toEqual(
      Array.from({ length: 30 }, (_, n) => `m-${n}`),
    );
  });

  it("gives concurrent writes of one business gapless numbers, with none left provisional", async () => {
    const { business } = await createTestBusiness(test.db);
    await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        test.db.transaction((tx) =>
          appendWriteTrail(
            tx,
            business.id,
            [
              eventOf(business, `c-${n}`),
              { ...eventOf(business, `c-${n}`), type: "vendor.updated" as const },
            ],
            writeOf(business, `c-${n}`),
          ),
        ),
      ),
    );
    const rows = await test.db
      .select()
      .from(events)
      .where(eq(events.businessId, business.id))
      .orderBy(asc(events.sequence));
    expect(rows.map((row) => row.sequence)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    // A write's events are adjacent and in the order given.
    for (let i = 0; i < rows.length; i += 2) {
      expect([rows[i]!.resourceId, rows[i]!.type, rows[i + 1]!.type]).toEqual([
        rows[i + 1]!.resourceId,
        "vendor.created",
        "vendor.updated",
      ]);
    }
  });
});
