import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Database, type Db } from "../db/client";

/**
 * A real database for domain tests: in-memory PGlite with every migration applied, or the PostgreSQL of
 * DATABASE_URL. Never a mock. Each test file gets its own and makes its own partners and businesses.
 */
export function setupTestDatabase(): { readonly db: Db } {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openDatabase(
      process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, poolSize: 4 } : { dataDir: "memory://" },
    );
  });
  afterAll(async () => {
    await database?.close();
  });
  return {
    get db() {
      if (!database) throw new Error("The test database is not open yet.");
      return database.db;
    },
  };
}
