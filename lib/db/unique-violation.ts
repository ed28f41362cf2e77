/**
 * Whether a database error (node-postgres or PGlite, bare or wrapped by drizzle as `cause`) is a unique violation,
 * of the named constraint or index when one is given.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current instanceof Error || isRecord(current);) {
    const record = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (record.code === "23505") return constraint === undefined || record.constraint === constraint;
    current = record.cause;
  }
  return false;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
