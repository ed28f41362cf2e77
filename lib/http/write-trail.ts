import "server-only";
import {
  type AuditedWrite,
  auditEventOf,
  auditEventParams,
  auditEventRows,
  recordAuditEvent,
} from "../audit/record-audit-event";
import type { Db } from "../db/client";
import { jsonRows } from "../db/json-rows";
import { preparedStatement } from "../db/prepared";
import { auditEvents, events } from "../db/schema";
import { appendParams, provisionalEventRows, type NewEvent } from "../events/record-event";

/**
 * What an audited write leaves besides its own rows: the events its contract declares and its audit event, appended
 * in the write's transaction by one statement (one round trip, where events and audit took three). The events go in
 * with provisional numbers and the database numbers them as the write commits (provisionalEventRows), so the
 * business's counter is not held across the round trips that end the write. Returns how many events were appended.
 */
export async function appendWriteTrail(
  tx: Db,
  businessId: string,
  due: readonly NewEvent[],
  write: AuditedWrite,
): Promise<number> {
  if (due.length === 0) {
    await recordAuditEvent(tx, write);
    return 0;
  }
  await trailStatement(tx).execute({ ...appendParams(businessId, due), ...auditEventOf(write) });
  return due.length;
}

const trailStatement = preparedStatement((db) => {
  const appended = db
    .$with("appended")
    .as(db.insert(events).select(provisionalEventRows()).returning({ sequence: events.sequence }));
  return db.with(appended).insert(auditEvents).values(auditEventParams).prepare("append_write_trail");
});

/**
 * The trail of several writes of one business stored together (a group of single creates, lib/http/grouped-writes.ts):
 * their events, numbered at commit as appendWriteTrail's, and one audit event per write, in one statement. Returns how
 * many events were appended.
 */
export async function appendWriteTrails(
  tx: Db,
  businessId: string,
  due: readonly NewEvent[],
  writes: readonly AuditedWrite[],
): Promise<number> {
  if (writes.length === 0) return 0;
  await trailsStatement(tx).execute({ ...appendParams(businessId, due), auditRows: auditEventRows(writes) });
  return due.length;
}

const trailsStatement = preparedStatement((db) => {
  const appended = db
    .$with("appended")
    .as(db.insert(events).select(provisionalEventRows()).returning({ sequence: events.sequence }));
  return db
    .with(appended)
    .insert(auditEvents)
    .select(jsonRows(auditEvents, "audit_events", "auditRows"))
    .prepare("append_write_trails");
});
