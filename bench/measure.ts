/** One load measurement with autocannon: an unmeasured warm-up, then the measured run, summarised. */
import autocannon from "autocannon";
import { onCleanup, throwIfInterrupted } from "./cleanup";
import { benchConfig, type DatabaseKind } from "./config";
import { PROXY_HEADERS } from "./next-server";
import { cpuPerRequest, postgresCpuMs, processCpuMs } from "./process-cpu";

/** Any autocannon option except the target, plus the path on the bench server. */
export type MeasureOptions = Omit<autocannon.Options, "url" | "duration"> & {
  path: string;
  /** Measured seconds; BENCH_SECONDS by default. */
  seconds?: number;
  /** Below this share of 2xx responses the measurement fails (default 0.5). */
  minSuccessRatio?: number;
};

export interface Measurement {
  database: DatabaseKind;
  scenario: string;
  name: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; average: number; max: number };
  totalRequests: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  seconds: number;
  connections: number;
  /**
   * CPU milliseconds per request over the measured run (Linux): the app server's process, and every process of the
   * local PostgreSQL (with PGlite the database runs inside the server): where a request's time goes.
   */
  cpuMsPerRequest?: { server?: number; postgres?: number };
}

/** Measures, hands the row to `record` (failed ones too, so their status codes show), then fails if mostly errors. */
export async function measure(
  target: { baseUrl: string; database: DatabaseKind; scenario: string; serverPid?: number },
  name: string,
  options: MeasureOptions,
  record: (measurement: Measurement) => void,
): Promise<Measurement> {
  const { path, seconds = benchConfig.seconds, minSuccessRatio = 0.5, ...rest } = options;
  const base: autocannon.Options = {
    connections: benchConfig.connections,
    ...rest,
    url: new URL(path, target.baseUrl).toString(),
    headers: { ...PROXY_HEADERS, ...rest.headers },
  };
  process.stdout.write(`bench: [${target.database}] ${name}: warm-up ${benchConfig.warmupSeconds} s, `);
  await runAutocannon({ ...base, duration: benchConfig.warmupSeconds });
  process.stdout.write(`measuring ${seconds} s... `);
  const readCpu = () => ({
    server: target.serverPid === undefined ? undefined : processCpuMs(target.serverPid),
    postgres: target.database === "postgres" ? postgresCpuMs() : undefined,
  });
  const cpuBefore = readCpu();
  const result = await runAutocannon({ ...base, duration: seconds });
  const cpuAfter = readCpu();
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
  );
  const measurement: Measurement = {
    database: target.database,
    scenario: target.scenario,
    name,
    requestsPerSecond: round(result.requests.average),
    latencyMs: {
      p50: round(result.latency.p50),
      p99: round(result.latency.p99),
      average: round(result.latency.average),
      max: round(result.latency.max),
    },
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    seconds: result.duration,
    connections: result.connections,
    cpuMsPerRequest: {
      server: cpuPerRequest(cpuBefore.server, cpuAfter.server, result.requests.total),
      postgres: cpuPerRequest(cpuBefore.postgres, cpuAfter.postgres, result.requests.total),
    },
  };
  console.log(`${measurement.requestsPerSecond} req/s, p99 ${measurement.latencyMs.p99} ms`);
  record(measurement);
  const successes = result["2xx"];
  const answered = successes + result.non2xx + result.errors;
  if (answered === 0 || successes / answered < minSuccessRatio) {
    throw new Error(
      `${name}: only ${successes} of ${answered} requests succeeded ` +
        `(status codes ${JSON.stringify(statusCodes)}, ${result.errors} connection errors, ${result.timeouts} timeouts).`,
    );
  }
  return measurement;
}

/** An autocannon run that an interrupt stops at once. */
async function runAutocannon(options: autocannon.Options): Promise<autocannon.Result> {
  throwIfInterrupted();
  let instance: autocannon.Instance | undefined;
  const cleanup = onCleanup("autocannon run", () => instance?.stop());
  try {
    return await new Promise<autocannon.Result>((resolve, reject) => {
      instance = autocannon(options, (error: unknown, result: autocannon.Result) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(result);
      });
    });
  } finally {
    cleanup.dismiss();
    throwIfInterrupted();
  }
}

const round = (value: number) => Math.round(value * 100) / 100;
