import "server-only";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database, Db, Schema } from "./client";
import { MIGRATIONS_FOLDER } from "./client";
import { SerialClient } from "./serial-client";

// Any constant works; it only has to be the same in every instance so that they migrate one at a time.
const MIGRATION_LOCK_ID = 7_310_442;

// bigint columns (cents) come back as numbers; amounts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function openPostgres(url: string, poolSize: number, schema: Schema): Promise<Database> {
  // Pipeline mode: a transaction's `begin` shares its first statement's round trip (lib/db/serial-client.ts).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: SerialClient, pipeline: true });
  const db = drizzle({ client: pool, schema });
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrate(drizzle({ client: lockClient, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
}
