import { randomBytes } from "node:crypto";

/** Run settings, all from the environment so a quick or a long run needs no code change. */
function positiveNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function list(name: string): string[] | undefined {
  const items = (process.env[name] ?? "")
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
}

export const benchConfig = {
  /** Measured seconds per measurement. */
  seconds: positiveNumber("BENCH_SECONDS", 8),
  /** Unmeasured seconds before each measurement (JIT, connection pools, caches). */
  warmupSeconds: positiveNumber("BENCH_WARMUP_SECONDS", 2),
  connections: positiveNumber("BENCH_CONNECTIONS", 10),
  /** `BENCH_BUILD=1`: rebuild even if `.next` looks current; `0`: never build, use the build there is (to compare
   * builds of several commits, each in its own NEXT_DIST_DIR). */
  forceBuild:
    process.env.BENCH_BUILD === "1" ? true : process.env.BENCH_BUILD === "0" ? ("never" as const) : false,
  /** e.g. `BENCH_DATABASES=pglite` to skip PostgreSQL. */
  databases: list("BENCH_DATABASES") ?? ["pglite", "postgres"],
  /** Substrings of scenario names to run, e.g. `BENCH_SCENARIOS=token`. */
  scenarios: list("BENCH_SCENARIOS"),
  /** Keep the PGlite data directory and the PostgreSQL bench database for inspection. */
  keepData: process.env.BENCH_KEEP_DATA === "1",
  resultsFile: "bench/results/latest.json",
  /** The bench partner's embed launch secret (the server and the page-weight scenario share it). */
  embedLaunchSecret: randomBytes(32).toString("base64url"),
};

export type DatabaseKind = "pglite" | "postgres";
