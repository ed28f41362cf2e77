/**
 * Whether a database error means "the same transaction may succeed if run again": a deadlock (40P01) or a
 * serialization failure (40001), bare or wrapped by drizzle as `cause`. PostgreSQL rolled the transaction back.
 */
export function isTransientTransactionError(error: unknown): boolean {
  for (let current = error; typeof current === "object" && current !== null;) {
    const record = current as { code?: unknown; cause?: unknown };
    if (record.code === "40P01" || record.code === "40001") return true;
    current = record.cause;
  }
  return false;
}

/** Runs `work` again (up to `attempts` times in all) when it fails with a transient transaction error. */
export async function retryTransient<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransientTransactionError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}
