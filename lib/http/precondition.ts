import { ApiError } from "./api-error";

/**
 * Optimistic concurrency for resources people edit in the UI (credits): the ETag is the resource's `updated_at`,
 * quoted, which every change moves. A client that sends it back as If-Match gets 412 instead of overwriting a change
 * made since it read the resource; a client that sends no If-Match keeps last-write-wins.
 */
export interface VersionPrecondition {
  /** The If-Match entity tags; undefined when the request has none or `*`. */
  ifMatch?: readonly string[];
}

export const versionTag = (updatedAt: Date) => `"${updatedAt.toISOString()}"`;

/** A handler's result for a versioned resource: its body, with its version as the ETag header. */
export const versionedResult = (updatedAt: Date, body: unknown) => ({
  body,
  headers: { ETag: versionTag(updatedAt) },
});

/** RFC 9110 §13.1.1: a list of entity tags, or `*` (any current version, which every existing resource has). */
export function preconditionOf(request: Request): VersionPrecondition {
  const header = request.headers.get("if-match")?.trim();
  if (!header || header === "*") return {};
  return { ifMatch: header.split(",").map((tag) => tag.trim()) };
}

/** Throws 412 unless If-Match names the current version (strong comparison: a weak `W/` tag never matches). */
export function assertCurrentVersion(precondition: VersionPrecondition, updatedAt: Date, what: string): void {
  if (!precondition.ifMatch || precondition.ifMatch.includes(versionTag(updatedAt))) return;
  throw new ApiError(
    "precondition_failed",
    `The ${what} changed since you read it (If-Match does not name its current version, ETag ` +
      `${versionTag(updatedAt)}). Read it again and retry.`,
  );
}
