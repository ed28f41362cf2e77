import "server-only";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";

export type Schema = typeof schema;
/** A database or an open transaction: every domain function takes one of these first. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  url?: string;
  /** PGlite data directory; `memory://` keeps it in memory (unit tests). */
  dataDir?: string;
  poolSize?: number;
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "lib/db/migrations");

export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  return {
    url: env.DATABASE_URL || undefined,
    dataDir: env.PGLITE_DATA_DIR || path.join(process.cwd(), ".data/pglite"),
    poolSize: env.DATABASE_POOL_SIZE ? Number(env.DATABASE_POOL_SIZE) : undefined,
  };
}

/** Opens a database and brings its schema up to date with the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10, schema)
    : openPglite(options.dataDir ?? "memory://", schema);
}

// One database per process, kept on globalThis because Next.js may load this module once per route bundle,
// and two PGlite instances on one data directory would corrupt it.
const holder = globalThis as typeof globalThis & { __ledgerDatabase?: Promise<Database> };

export function getDatabase(): Promise<Database> {
  holder.__ledgerDatabase ??= openDatabase(databaseOptionsFromEnv()).catch((error: unknown) => {
    holder.__ledgerDatabase = undefined;
    throw error;
  });
  return holder.__ledgerDatabase;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}
