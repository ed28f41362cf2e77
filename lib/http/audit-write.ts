import "server-only";
import { recordAuditEvent, type AuditedWrite } from "../audit/record-audit-event";
import type { Db } from "../db/client";
import { retryTransient } from "../db/transient-error";

/**
 * Records a write that succeeded. Not in the write's transaction, because there is none to join: handle() passes
 * handlers the database, and each domain function opens and commits its own transaction (some more than one, e.g.
 * a document upload and then the bill). So the event is inserted right after the handler returns, and only then,
 * which is what makes failures record nothing. Should that insert fail, the write has already committed: the error
 * is logged with the request id and the caller still gets its success, since a 500 would invite a retry (and the
 * Idempotency-Key would be released) for a write that happened.
 */
export async function auditWrite(db: Db, write: AuditedWrite): Promise<void> {
  try {
    await retryTransient(() => recordAuditEvent(db, write));
  } catch (error) {
    console.error(`[${write.requestId}] audit event not recorded for ${write.endpoint.operationId}`, error);
  }
}
