/** The results table on the console and `bench/results/latest.json`. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchConfig, type DatabaseKind } from "./config";
import type { Figure } from "./context";
import type { Measurement } from "./measure";

export interface DatabaseRun {
  database: DatabaseKind;
  /** How the database was provided, e.g. a temp PGlite directory or the local cluster. */
  description?: string;
  /** Why it did not run, if it did not. */
  skipped?: string;
  /** Why it stopped early, if it did. */
  failed?: string;
  measurements: Measurement[];
  figures?: Figure[];
}

const COLUMNS = [
  "database",
  "scenario",
  "req/s",
  "p50 ms",
  "p99 ms",
  "requests",
  "non-2xx",
  "errors",
  "CPU ms/req app",
  "CPU ms/req pg",
  "app busy %",
];
const RIGHT_ALIGNED = new Set(COLUMNS.slice(2));

function row(m: Measurement): string[] {
  return [
    m.database,
    m.name,
    m.requestsPerSecond.toFixed(1),
    m.latencyMs.p50.toFixed(1),
    m.latencyMs.p99.toFixed(1),
    String(m.totalRequests),
    String(m.non2xx),
    String(m.errors),
    m.cpuMsPerRequest?.server?.toFixed(2) ?? "",
    m.cpuMsPerRequest?.postgres?.toFixed(2) ?? "",
    appBusyPercent(m)?.toFixed(0) ?? "",
  ];
}

/**
 * The app server's CPU as a share of one core (its process: the JavaScript thread that serves every request, plus
 * V8's GC helpers). Near or past 100, the scenario's requests/s are what the server can do; well below, they were
 * bound by waiting (the clients' concurrency, the database's round trips), and more clients would get more.
 */
function appBusyPercent(m: Measurement): number | undefined {
  const cpuMs = m.cpuMsPerRequest?.server;
  return cpuMs === undefined ? undefined : (m.requestsPerSecond * cpuMs) / 10;
}

export function formatTable(measurements: Measurement[]): string {
  const rows = [COLUMNS, ...measurements.map(row)];
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((cells) => cells[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) =>
        RIGHT_ALIGNED.has(COLUMNS[i]!) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!),
      )
      .join("  ");
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [format(COLUMNS), rule, ...rows.slice(1).map(format)].join("\n");
}

export function printRun(run: DatabaseRun): void {
  const title = `${run.database}${run.description ? ` (${run.description})` : ""}`;
  console.log(`\n=== ${title}`);
  if (run.skipped) console.log(`SKIPPED: ${run.skipped}`);
  if (run.measurements.length > 0) console.log(formatTable(run.measurements));
  if (run.figures?.length) console.log(`\nFigures\n${formatFigures(run.figures)}`);
  if (run.failed) console.log(`FAILED: ${run.failed}`);
}

export function writeResults(runs: DatabaseRun[], startedAt: Date): string {
  const file = path.resolve(benchConfig.resultsFile);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const document = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: {
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
    },
    settings: {
      seconds: benchConfig.seconds,
      warmupSeconds: benchConfig.warmupSeconds,
      connections: benchConfig.connections,
    },
    runs,
  };
  fs.writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  return path.relative(process.cwd(), file);
}

export function formatFigures(figures: Figure[]): string {
  const rows = figures.map((f) => [f.database, f.name, `${f.value} ${f.unit}`, f.target ?? ""]);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((cells) => cells[i]!.length)));
  return rows.map((cells) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join("  ")).join("\n");
}
