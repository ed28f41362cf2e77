import "server-only";
import { randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import { jsonRows } from "../db/json-rows";
import { param, preparedStatement } from "../db/prepared";
import { auditEvents } from "../db/schema";
import type { Endpoint } from "../http/endpoint";
import type { Caller } from "../http/authenticate";
import type { AuditActorKind } from "../schemas/audit-event";
import { withoutFileContents } from "./audit-change";

/** One successful write through a business route, as the route wrapper saw it. */
export interface AuditedWrite {
  endpoint: Endpoint;
  caller: Caller;
  businessId: string;
  /** Path parameters as validated. */
  params: Record<string, unknown>;
  /** The request body as validated. */
  body: unknown;
  status: number;
  responseBody: unknown;
  requestId: string;
}

export type NewAuditEvent = typeof auditEvents.$inferInsert;

/** Every column an event is written with (id and created_at take their defaults). */
type AuditEventValues = Required<Omit<NewAuditEvent, "id" | "createdAt">>;

/** The columns of one event as named parameters (auditEventOf's fields). */
export const auditEventParams = {
  businessId: param("businessId"),
  partnerId: param("partnerId"),
  actorKind: param("actorKind"),
  actorId: param("actorId"),
  actorName: param("actorName"),
  method: param("method"),
  path: param("path"),
  resourceType: param("resourceType"),
  resourceId: param("resourceId"),
  responseStatus: param("responseStatus"),
  requestId: param("requestId"),
  change: param("change"),
} satisfies Record<keyof AuditEventValues, unknown>;

const insertStatement = preparedStatement((db) =>
  db.insert(auditEvents).values(auditEventParams).prepare("record_audit_event"),
);

/** Appends the event of one write. Domain code never calls this: the route wrapper does, for every audited write. */
export async function recordAuditEvent(db: Db, write: AuditedWrite): Promise<void> {
  await insertStatement(db).execute(auditEventOf(write));
}

const insertManyStatement = preparedStatement((db) =>
  db
    .insert(auditEvents)
    .select(jsonRows(auditEvents, "audit_events", "events"))
    .prepare("record_audit_events"),
);

/**
 * Appends the events of many writes in one statement: a batch route's items, each recorded in the transaction that
 * stores it (lib/http/route.ts hands batch handlers this as `auditItems`).
 */
export async function recordAuditEvents(db: Db, writes: readonly AuditedWrite[]): Promise<void> {
  if (writes.length === 0) return;
  await insertManyStatement(db).execute({ events: auditEventRows(writes) });
}

/** The events of many writes as one JSON parameter, every column given (jsonRows of `audit_events`). */
export function auditEventRows(writes: readonly AuditedWrite[]): string {
  const createdAt = new Date().toISOString();
  const rows = writes.map((write) => {
    const event = auditEventOf(write);
    return {
      business_id: event.businessId,
      id: randomUUID(),
      partner_id: event.partnerId,
      actor_kind: event.actorKind,
      actor_id: event.actorId,
      actor_name: event.actorName,
      method: event.method,
      path: event.path,
      resource_type: event.resourceType,
      resource_id: event.resourceId,
      response_status: event.responseStatus,
      request_id: event.requestId,
      change: event.change,
      created_at: createdAt,
    };
  });
  return JSON.stringify(rows);
}

export function auditEventOf(write: AuditedWrite): AuditEventValues {
  const { endpoint, caller } = write;
  return {
    businessId: write.businessId,
    partnerId: caller.partnerId,
    actorKind: actorKindOf(caller),
    actorId: caller.actor?.id ?? caller.partnerId,
    actorName: (caller.actor ? caller.actor.name : caller.partnerName) ?? null,
    method: endpoint.method,
    path: concretePath(endpoint.path, write.params),
    resourceType: endpoint.resourceType!,
    resourceId: resourceIdOf(endpoint.path, write.params, write.responseBody),
    responseStatus: write.status,
    requestId: write.requestId,
    change: withoutFileContents(write.body) ?? null,
  };
}

function actorKindOf(caller: Caller): AuditActorKind {
  if (!caller.businessId) return "partner";
  return caller.actor ? "user" : "business";
}

/** The contract's path with the request's ids (as validated), so every event of one resource has the same path. */
function concretePath(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
}

/**
 * The resource the response describes (every audited write answers one object with an `id`); failing that, the last
 * id in the path, which names the resource the route acts on.
 */
function resourceIdOf(
  template: string,
  params: Record<string, unknown>,
  responseBody: unknown,
): string | null {
  const id = (responseBody as { id?: unknown } | null)?.id;
  if (typeof id === "string") return id;
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const last = names.filter((name) => name !== "business_id").at(-1);
  return last ? String(params[last]) : null;
}
