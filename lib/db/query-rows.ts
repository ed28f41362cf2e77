import type { SQL } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Rows of a raw SQL query. node-postgres and PGlite both answer `{ rows }`, which the shared database type cannot
 * express; this is the one place that says so. Numeric and bigint columns may arrive as strings: convert them.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
