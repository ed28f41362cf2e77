/**
 * The PostgreSQL the bench runs against: DATABASE_URL or BENCH_POSTGRES_URL as given, else a fresh database on the
 * local Debian cluster (run as root), dropped again at the end. A cluster the bench had to start is stopped again at
 * the end unless other clients use it by then (or BENCH_KEEP_POSTGRES=1).
 */
import { spawn } from "node:child_process";
import { onCleanup } from "./cleanup";

const ROLE = "bench";

export type PostgresTarget = { url: string; description: string } | { skipped: string };

/** Asynchronous on purpose: a blocked event loop would stall our own pg connections mid-handshake, and with them a
 * concurrent `DROP DATABASE ... WITH (FORCE)`. */
function run(command: string, args: string[], input?: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { timeout: 60_000, stdio: ["pipe", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.on("error", (error) => resolve({ ok: false, output: error.message }));
    child.on("close", (code) => resolve({ ok: code === 0, output: output.trim() }));
    child.stdin.end(input ?? "");
  });
}

interface Cluster {
  version: string;
  name: string;
  port: string;
}

/** psql as the postgres superuser over the cluster's local socket; SQL goes in on stdin, so no shell quoting. */
function psqlAsPostgres(cluster: Cluster, sql: string) {
  const psql = `psql -X -q -A -t -v ON_ERROR_STOP=1 -p ${cluster.port} -d postgres`;
  return run("su", ["postgres", "-c", psql], sql);
}

/** BENCH_PG_VERSION / BENCH_PG_CLUSTER, else the newest "main" cluster `pg_lsclusters` lists. */
async function findCluster(): Promise<Cluster | undefined> {
  const rows = (await run("pg_lsclusters", ["-h"])).output
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((row) => row.length >= 3 && /^\d+$/.test(row[2]!))
    .map(([version, name, port]) => ({ version: version!, name: name!, port: port! }))
    .filter((row) => row.name === (process.env.BENCH_PG_CLUSTER ?? "main"))
    .filter((row) => !process.env.BENCH_PG_VERSION || row.version === process.env.BENCH_PG_VERSION)
    .sort((a, b) => Number(b.version) - Number(a.version));
  return rows[0];
}

async function startCluster(cluster: Cluster): Promise<{ ok: boolean; output: string; started: boolean }> {
  const status = await run("pg_ctlcluster", [cluster.version, cluster.name, "status"]);
  if (status.ok) return { ok: true, output: "already running", started: false };
  const start = await run("pg_ctlcluster", [cluster.version, cluster.name, "start"]);
  if (start.ok) return { ok: true, output: start.output, started: true };
  if (/already running/i.test(start.output)) return { ok: true, output: start.output, started: false };
  return { ok: false, output: start.output, started: false };
}

async function waitUntilReady(cluster: Cluster): Promise<boolean> {
  for (let attempt = 0; attempt < 30; attempt++) {
    if ((await run("pg_isready", ["-q", "-h", "127.0.0.1", "-p", cluster.port])).ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

/** Stops the cluster the bench started, unless someone else has connected to it meanwhile. */
async function stopClusterIfIdle(cluster: Cluster) {
  if (process.env.BENCH_KEEP_POSTGRES === "1") return;
  const others = await psqlAsPostgres(
    cluster,
    "SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid();",
  );
  if (!others.ok || others.output !== "0") {
    console.log(
      `bench: leaving PostgreSQL ${cluster.version}/${cluster.name} running (other clients connected).`,
    );
    return;
  }
  const stop = await run("pg_ctlcluster", [cluster.version, cluster.name, "stop"]);
  if (stop.ok) console.log(`bench: stopped PostgreSQL cluster ${cluster.version}/${cluster.name} again.`);
  else console.error(`bench: could not stop the PostgreSQL cluster: ${stop.output}`);
}

export async function preparePostgres(keepData: boolean): Promise<PostgresTarget> {
  const given = process.env.DATABASE_URL || process.env.BENCH_POSTGRES_URL;
  if (given) {
    return { url: given, description: process.env.DATABASE_URL ? "DATABASE_URL" : "BENCH_POSTGRES_URL" };
  }
  const cluster = await findCluster();
  if (!cluster) {
    return {
      skipped: "no DATABASE_URL or BENCH_POSTGRES_URL, and pg_lsclusters lists no matching local cluster",
    };
  }
  const start = await startCluster(cluster);
  if (!start.ok) {
    return { skipped: `could not start cluster ${cluster.version}/${cluster.name}: ${start.output}` };
  }
  if (!(await waitUntilReady(cluster))) {
    return { skipped: `cluster ${cluster.version}/${cluster.name} did not accept connections on 127.0.0.1` };
  }
  if (start.started) {
    console.log(`bench: started PostgreSQL cluster ${cluster.version}/${cluster.name}.`);
    onCleanup(`PostgreSQL cluster ${cluster.version}/${cluster.name}`, () => stopClusterIfIdle(cluster));
  }
  const database = `bench_${Date.now()}`;
  const created = await psqlAsPostgres(
    cluster,
    `
    DO $$ BEGIN
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${ROLE}') THEN
        CREATE ROLE ${ROLE} LOGIN PASSWORD '${ROLE}';
      END IF;
    END $$;
    CREATE DATABASE ${database} OWNER ${ROLE};
  `,
  );
  if (!created.ok) return { skipped: `could not create database ${database}: ${created.output}` };
  if (!keepData) {
    onCleanup(`PostgreSQL database ${database}`, async () => {
      const dropped = await psqlAsPostgres(cluster, `DROP DATABASE IF EXISTS ${database} WITH (FORCE);`);
      if (!dropped.ok) console.error(`bench: could not drop ${database}: ${dropped.output}`);
    });
  }
  return {
    url: `postgres://${ROLE}:${ROLE}@127.0.0.1:${cluster.port}/${database}`,
    description: `local cluster ${cluster.version}/${cluster.name}, database ${database}`,
  };
}
