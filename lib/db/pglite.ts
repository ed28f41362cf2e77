import "server-only";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Database, Db, Schema } from "./client";
import { MIGRATIONS_FOLDER } from "./client";

/**
 * PGlite is a single-process database: a second process opening the same directory would corrupt it.
 * A lock file next to the data directory turns that mistake into a clear error.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
  } catch {
    const holderPid = Number(fs.readFileSync(lockFile, "utf8"));
    if (holderPid && holderPid !== process.pid && isAlive(holderPid)) {
      throw new Error(
        `The embedded database at ${dataDir} is in use by process ${holderPid}. ` +
          "Stop that process first, or point DATABASE_URL at a PostgreSQL server to share a database.",
      );
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function openPglite(dataDir: string, schema: Schema): Promise<Database> {
  const isMemory = dataDir.startsWith("memory://");
  const unlock = isMemory ? () => {} : lockDataDir(dataDir);
  if (!isMemory) process.once("exit", unlock);
  const client = await PGlite.create(isMemory ? undefined : dataDir);
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    async close() {
      await client.close();
      unlock();
    },
  };
}
