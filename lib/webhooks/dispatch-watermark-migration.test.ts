import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createPartner } from "../auth/partners";
import { queryRows } from "../db/query-rows";
import * as schema from "../db/schema";
import { databaseUpTo } from "../testing/migrations-up-to";
import { dispatchEvents } from "./dispatch-events";
import { createWebhookEndpoint } from "./save-webhook-endpoint";

/**
 * Migration 0020 on a database whose events the dispatcher marked one by one (`events.dispatched_at`): each business's
 * watermark starts below its first unmarked event, and an event marked above it is not sent again. Runs on its own
 * PGlite, migrated first only up to 0019.
 */

const client = new PGlite();
afterAll(() => client.close());

describe("migration 0020 (a dispatch watermark per business)", () => {
  it("starts each watermark below the first undispatched event and sends no marked event again", async () => {
    const { db, migrateToLatest } = await databaseUpTo(client, "0019_events_numbered_one_by_one");
    const { partner } = await createPartner(db, { name: "Legacy partner" });
    // Which of each business's events the old dispatcher had marked, by sequence.
    const marked = {
      caughtUp: [true, true, true],
      behind: [true, true, false, true, false],
      fresh: [false, false],
    };
    const ids: Record<string, string> = {};
    for (const [name, marks] of Object.entries(marked)) {
      const [business] = await queryRows<{ id: string }>(
        db,
        sql`insert into businesses (partner_id, name, country, base_currency)
          values (${partner.id}, ${name}, 'SE', 'SEK') returning id`,
      );
      ids[name] = business!.id;
      for (const [index, isMarked] of marks.entries()) {
        await db.execute(sql`insert into events (business_id, sequence, partner_id, type, resource_type, resource_id,
            data, created_at, dispatched_at)
          values (${ids[name]}, ${index + 1}, ${partner.id}, 'vendor.created', 'vendor', ${`v${index + 1}`},
            ${JSON.stringify({ id: `v${index + 1}` })}::json, now(), ${isMarked ? sql`now()` : sql`null`})`);
      }
      await db.execute(
        sql`insert into event_sequences (business_id, last_sequence) values (${ids[name]}, ${marks.length})`,
      );
    }

    await migrateToLatest();
    const watermark = async (name: string) => {
      const [row] = await db
        .select({
          dispatched: schema.eventSequences.dispatchedSequence,
          flagged: schema.eventSequences.hasUndispatched,
        })
        .from(schema.eventSequences)
        .where(eq(schema.eventSequences.businessId, ids[name]!));
      return row;
    };
    expect(await watermark("caughtUp")).toEqual({ dispatched: 3, flagged: false });
    expect(await watermark("behind")).toEqual({ dispatched: 2, flagged: true });
    expect(await watermark("fresh")).toEqual({ dispatched: 0, flagged: true });

    process.env.WEBHOOK_ALLOW_LOCAL_TARGETS = "1";
    const endpoint = await createWebhookEndpoint(db, partner.id, {
      url: "http://127.0.0.1:9/legacy",
      event_types: [],
      business_id: null,
    });
    // The endpoint existed before the events, so it is owed each one not yet dispatched.
    await db
      .update(schema.webhookEndpoints)
      .set({ createdAt: new Date("2020-01-01T00:00:00Z") })
      .where(eq(schema.webhookEndpoints.id, endpoint.id));
    await dispatchEvents(db);
    const sent = await db
      .select({
        businessId: schema.webhookDeliveries.businessId,
        sequence: schema.webhookDeliveries.eventSequence,
      })
      .from(schema.webhookDeliveries);
    const sentOf = (name: string) =>
      sent
        .filter((row) => row.businessId === ids[name])
        .map((row) => row.sequence)
        .sort();
    expect(sentOf("caughtUp")).toEqual([]);
    expect(sentOf("behind")).toEqual([3, 5]);
    expect(sentOf("fresh")).toEqual([1, 2]);
    for (const name of Object.keys(marked)) expect(await watermark(name)).toMatchObject({ flagged: false });
  });
});
