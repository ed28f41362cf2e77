/**
 * `npm run bench`: builds if needed, then per database (embedded PGlite in a fresh directory, PostgreSQL when one can
 * be had) seeds a partner and a business, starts the production server on 127.0.0.1 and runs every scenario in
 * bench/scenarios against it. Prints a table per database and writes bench/results/latest.json.
 * Settings: BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_CONNECTIONS, BENCH_BUILD=1|0, BENCH_DATABASES=pglite,postgres,
 * BENCH_SCENARIOS=<name substrings>, BENCH_KEEP_DATA=1, BENCH_KEEP_POSTGRES=1, DATABASE_URL / BENCH_POSTGRES_URL,
 * NEXT_DIST_DIR (build directory).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { installSignalHandlers, onCleanup, runCleanups, throwIfInterrupted } from "./cleanup";
import { benchConfig, type DatabaseKind } from "./config";
import { createContext } from "./context";
import { ensureBuild } from "./ensure-build";
import { preparePostgres } from "./local-postgres";
import { startNextServer } from "./next-server";
import { formatTable, printRun, writeResults, type DatabaseRun } from "./report";
import type { Scenario } from "./scenario";
import { scenarios } from "./scenarios";
import { seedDatabase } from "./seed-database";

/** Far above anything the bench reaches, so the token endpoint's guessing limits never answer 429. */
const UNLIMITED = "1000000000";

function serverEnv(database: { url?: string; dataDir?: string }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    TRUST_PROXY: "1",
    TOKEN_SIGNING_SECRET: randomBytes(32).toString("base64url"),
    TOKEN_RATE_LIMIT_PER_PARTNER: UNLIMITED,
    TOKEN_RATE_LIMIT_PER_IP: UNLIMITED,
    NEXT_TELEMETRY_DISABLED: "1",
    // The webhook scenario's receiver listens on 127.0.0.1 over http.
    WEBHOOK_ALLOW_LOCAL_TARGETS: "1",
  };
  for (const name of ["DATABASE_URL", "PGLITE_DATA_DIR", "SEED_DEMO", "PORT", "HOSTNAME"]) delete env[name];
  if (database.url) env.DATABASE_URL = database.url;
  if (database.dataDir) env.PGLITE_DATA_DIR = database.dataDir;
  return env;
}

function pgliteTarget() {
  const dataDir = path.resolve(".data", `bench-pglite-${Date.now()}`);
  const removeDir = () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(`${dataDir}.lock`, { force: true });
  };
  const cleanup = onCleanup(`PGlite directory ${dataDir}`, benchConfig.keepData ? () => {} : removeDir);
  return { options: { dataDir }, description: path.relative(process.cwd(), dataDir), done: cleanup.runNow };
}

async function benchDatabase(database: DatabaseKind, selected: Scenario[]): Promise<DatabaseRun> {
  let target: {
    options: { url?: string; dataDir?: string };
    description: string;
    done?: () => Promise<void>;
  };
  if (database === "pglite") {
    target = pgliteTarget();
  } else {
    const postgres = await preparePostgres(benchConfig.keepData);
    if ("skipped" in postgres) return { database, skipped: postgres.skipped, measurements: [] };
    target = { options: { url: postgres.url }, description: postgres.description };
  }
  const run: DatabaseRun = { database, description: target.description, measurements: [] };
  const applicable = selected.filter(
    (scenario) => !scenario.databases || scenario.databases.includes(database),
  );
  try {
    console.log(`\nbench: [${database}] seeding ${target.description}...`);
    const { fixtures, seeded } = await seedDatabase(database, target.options, applicable);
    throwIfInterrupted();
    const server = await startNextServer(database, {
      ...serverEnv(target.options),
      // The embedded UI runs as the bench partner (page-weight scenario).
      PARTNER_ID: fixtures.partnerId,
      PARTNER_API_KEY: fixtures.apiKey,
      EMBED_LAUNCH_SECRET: benchConfig.embedLaunchSecret,
    });
    console.log(`bench: [${database}] server ready at ${server.baseUrl} (pid ${server.pid}).`);
    let current = "";
    const ctx = createContext({
      database,
      baseUrl: server.baseUrl,
      serverPid: server.pid,
      fixtures,
      scenario: () => current,
      record: (measurement) => run.measurements.push(measurement),
      measurements: () => run.measurements,
      recordFigure: (figure) => (run.figures ??= []).push(figure),
    });
    try {
      for (const scenario of applicable) {
        throwIfInterrupted();
        current = scenario.name;
        try {
          await scenario.execute(ctx, seeded.get(scenario.name));
        } catch (error) {
          throwIfInterrupted();
          const message = `${scenario.name}: ${error instanceof Error ? error.message : String(error)}`;
          run.failed = run.failed ? `${run.failed}\n${message}` : message;
          console.error(`\nbench: [${database}] ${message}\nLast server output:\n${server.logTail()}`);
        }
      }
    } finally {
      await server.stop();
    }
  } catch (error) {
    run.failed = error instanceof Error ? error.message : String(error);
  } finally {
    await target.done?.();
  }
  return run;
}

async function main(): Promise<number> {
  installSignalHandlers();
  const startedAt = new Date();
  const runs: DatabaseRun[] = [];
  try {
    await ensureBuild(benchConfig.forceBuild);
    const selected = scenarios.filter(
      (scenario) =>
        !benchConfig.scenarios || benchConfig.scenarios.some((part) => scenario.name.includes(part)),
    );
    if (selected.length === 0)
      throw new Error(`No scenario matches BENCH_SCENARIOS=${process.env.BENCH_SCENARIOS}.`);
    console.log(
      `bench: ${selected.length} scenario(s), ${benchConfig.connections} connections, ` +
        `${benchConfig.warmupSeconds} s warm-up + ${benchConfig.seconds} s each.`,
    );
    const unknown = benchConfig.databases.filter((name) => name !== "pglite" && name !== "postgres");
    if (unknown.length > 0) throw new Error(`Unknown BENCH_DATABASES entry: ${unknown.join(", ")}.`);
    for (const database of benchConfig.databases as DatabaseKind[]) {
      const run = await benchDatabase(database, selected);
      runs.push(run);
      printRun(run);
    }
  } catch (error) {
    console.error("\nbench: failed:", error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await runCleanups();
    if (runs.length > 0) {
      const all = runs.flatMap((run) => run.measurements);
      if (all.length > 0) console.log(`\n=== All results\n${formatTable(all)}`);
      for (const run of runs.filter((run) => run.skipped))
        console.log(`${run.database}: skipped (${run.skipped})`);
      console.log(`\nbench: results written to ${writeResults(runs, startedAt)}`);
    }
  }
  return runs.some((run) => run.failed) ? 1 : 0;
}

process.exit(await main());
