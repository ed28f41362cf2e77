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
import { type ChangedResource, dueWriteEvents } from "../events/write-events";

/** A handler's answer to an audited write, as its trail needs it. */
export interface WriteResult {
  status?: number;
  body: unknown;
  /** Other resources the write changed, in their current representation. */
  changed?: readonly ChangedResource[];
}

/**
 * An audited write's trail before it is appended: its audit event, and the events its contract declares for the
 * handler's result (the answered resource first, then what the handler reports as also changed).
 */
export async function trailOf(
  tx: Db,
  request: Omit<AuditedWrite, "status" | "responseBody">,
  result: WriteResult,
): Promise<{ write: AuditedWrite; due: NewEvent[] }> {
  const write = { ...request, status: result.status ?? 200, responseBody: result.body };
  const due = await dueWriteEvents(tx, {
    businessId: write.businessId,
    partnerId: write.caller.partnerId,
    rules: write.endpoint.events ?? [],
    status: write.status,
    changed: [{ resourceType: write.endpoint.resourceType!, body: result.body }, ...(result.changed ?? [])],
  });
  return { write, due };
}

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
