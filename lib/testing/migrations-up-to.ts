import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MIGRATIONS_FOLDER } from "../db/client";

/**
 * A migrations folder holding the migrations up to and including `lastTag` (e.g. "0019_events_numbered_one_by_one"):
 * migrate to it, add rows as an older version left them, then migrate to MIGRATIONS_FOLDER to test a migration's
 * backfill.
 */
export function migrationsUpTo(lastTag: string): string {
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
