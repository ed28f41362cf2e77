import { randomUUID } from "node:crypto";

const VALID_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The id set by proxy.ts (or a caller's own, when it is sane); every response carries it as X-Request-Id. */
export function requestIdOf(request: Request): string {
  const given = request.headers.get("x-request-id");
  return given && VALID_ID.test(given) ? given : randomUUID();
}
