import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_FOLDER, type Db } from "../db/client";
import * as schema from "../db/schema";

/** A migrations folder holding the migrations up to and including `lastTag` (e.g. "0019_events_numbered_one_by_one"). */
function migrationsUpTo(lastTag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8"));
  const end = journal.entries.findIndex((entry: { tag: string }) => entry.tag === lastTag);
  if (end < 0) throw new Error(`No migration ${lastTag}.`);
  journal.entries = journal.entries.slice(0, end + 1);
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify(journal));
  for (const { tag } of journal.entries as { tag: string }[])
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

/**
 * A PGlite database migrated only up to `lastTag`, for rows as an older version left them, and `migrateToLatest` to
 * run the migrations after it: how a migration's backfill is tested.
 */
export async function databaseUpTo(
  client: PGlite,
  lastTag: string,
): Promise<{ db: Db; migrateToLatest: () => Promise<void> }> {
  const pglite = drizzle({ client, schema });
  await migrate(pglite, { migrationsFolder: migrationsUpTo(lastTag) });
  return {
    db: pglite as unknown as Db,
    migrateToLatest: () => migrate(pglite, { migrationsFolder: MIGRATIONS_FOLDER }),
  };
}
