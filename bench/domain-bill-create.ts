/**
 * `npm run bench:domain`: bill creates per second at the domain level, without HTTP. N workers each call createBill and
 * serializeBill (the same work as POST /bills/, minus auth, parsing and the HTTP server) in a loop for a fixed time,
 * against PostgreSQL (DATABASE_URL) or a fresh in-memory PGlite. This is an extra figure next to `npm run bench`'s
 * HTTP one, to show how much of a request's cost is the domain code and the database; it does not replace it.
 * Settings: DATABASE_URL, BENCH_SECONDS (default 8), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (10),
 * BENCH_PROFILE=1 to print the statements a create sends (PostgreSQL only), with their count and time.
 */
import pg from "pg";
import { createPartner } from "../lib/auth/partners";
import { createBusiness } from "../lib/businesses/create-business";
import { openDatabase } from "../lib/db/client";
import { serializeBill } from "../lib/payables/bill-serializer";
import { createBill } from "../lib/payables/create-bill";
import { createBillSchema } from "../lib/schemas/bill-input";
import { benchConfig } from "./config";
import { postgresCpuMs } from "./process-cpu";
import { benchBillLine } from "./scenarios/bill-create";

const statements = new Map<string, { count: number; ms: number }>();
if (process.env.BENCH_PROFILE === "1") profileStatements();

/** Wraps pg's Client#query to add up, per statement text, how often it ran and how long its round trip took. */
function profileStatements() {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const text = (typeof first === "string" ? first : (first?.text ?? "?"))
      .replace(/\s+/g, " ")
      .slice(0, 140);
    const started = performance.now();
    const callback = args.at(-1);
    if (typeof callback === "function") {
      args[args.length - 1] = (...results: unknown[]) => {
        record(text, started);
        return (callback as (...results: unknown[]) => unknown)(...results);
      };
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) {
      void result.then(
        () => record(text, started),
        () => record(text, started),
      );
    }
    return result;
  } as typeof pg.Client.prototype.query;
}

function record(text: string, started: number) {
  const stat = statements.get(text) ?? { count: 0, ms: 0 };
  stat.count++;
  stat.ms += performance.now() - started;
  statements.set(text, stat);
}

async function main() {
  const url = process.env.DATABASE_URL || undefined;
  const { db, close } = await openDatabase({ url, dataDir: "memory://", poolSize: benchConfig.connections });
  const stamp = new Date().toISOString();
  const { partner } = await createPartner(db, { name: `Domain bench ${stamp}`, rateLimitPerMinute: 1e9 });
  const { business } = await createBusiness(db, partner.id, {
    name: `Domain bench ${stamp}`,
    country: "SE",
    base_currency: "SEK",
    timezone: "Europe/Stockholm",
  });
  let counter = 0;
  const createOne = async () => {
    counter++;
    const input = createBillSchema.parse({
      external_id: `domain-${stamp}-${counter}`,
      vendor_external_id: `bench-vendor-${counter % 50}`,
      bill_date: "2026-06-01",
      approved_at: "2026-06-01T12:00:00Z",
      line_items: [1, 2, 3, 4, 5].map(benchBillLine),
    });
    const { bill, relations } = await createBill(db, business, input);
    await serializeBill(db, business, bill, "https://bench.invalid", relations);
  };
  const run = async (seconds: number) => {
    const until = performance.now() + seconds * 1000;
    let done = 0;
    const worker = async () => {
      while (performance.now() < until) {
        await createOne();
        done++;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: benchConfig.connections }, worker));
    return { done, seconds: (performance.now() - started) / 1000 };
  };
  await run(benchConfig.warmupSeconds);
  statements.clear();
  const cpuBefore = { node: process.cpuUsage(), postgres: postgresCpuMs() };
  const { done, seconds } = await run(benchConfig.seconds);
  const nodeCpu = process.cpuUsage(cpuBefore.node);
  const nodeMs = (nodeCpu.user + nodeCpu.system) / 1000;
  const postgresMs = (postgresCpuMs() ?? 0) - (cpuBefore.postgres ?? 0);
  const kind = url ? "postgres" : "pglite (in memory)";
  console.log(
    `domain bill-create [${kind}], ${benchConfig.connections} concurrent: ` +
      `${(done / seconds).toFixed(1)} creates/s (${done} in ${seconds.toFixed(1)} s); CPU per create: ` +
      `${(nodeMs / done).toFixed(2)} ms in this process` +
      (url ? `, ${(postgresMs / done).toFixed(2)} ms in local postgres processes` : ""),
  );
  if (statements.size > 0) printProfile(done);
  await close();
}

function printProfile(creates: number) {
  const rows = [...statements].sort(([, a], [, b]) => b.ms - a.ms);
  const total = rows.reduce((sum, [, stat]) => sum + stat.count, 0);
  console.log(`${(total / creates).toFixed(1)} statements per create; by total time:`);
  for (const [text, stat] of rows) {
    const perCreate = (stat.count / creates).toFixed(2);
    console.log(`${perCreate.padStart(6)}× ${(stat.ms / stat.count).toFixed(2).padStart(7)} ms  ${text}`);
  }
}

await main();
