/**
 * More app instances for tests that need several processes on one PostgreSQL database (instances behind a load
 * balancer, webhook workers, crash tests): each runs the production server (`npm start`) on 127.0.0.1 in its own
 * process group, with the test server's settings unless told otherwise, and is stopped by `stop()` or at the latest
 * when the test process exits. PGlite is one process: these need DATABASE_URL.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { serverEnv, TEST_PORT } from "./test-env";
import { serverArgs } from "../../server/node-flags.mjs";

export interface AppInstance {
  name: string;
  baseUrl: string;
  port: number;
  pid: number;
  /** The instance's last lines of output, for failure messages. */
  output(): string;
  /** SIGTERM, then SIGKILL after 5 s; resolves once the process is gone. */
  stop(): Promise<void>;
  /** SIGKILL at once (crash tests). */
  kill(): Promise<void>;
}

export interface AppInstanceOptions {
  /** Default: the test run's DATABASE_URL. */
  databaseUrl?: string;
  /** Ports from here up, one per instance. Default TEST_PORT + 2 (TEST_PORT + 1 is the host page). */
  firstPort?: number;
  /** Added to (or, with `undefined`, removed from) the test server's environment. */
  env?: Record<string, string | undefined>;
  /** How long an instance may take to answer. */
  startTimeoutMs?: number;
}

const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) signalGroup(child.pid!, "SIGKILL");
});

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** Starts `count` instances on consecutive ports, all on one database, and waits until each answers. */
export async function startAppInstances(
  count: number,
  options: AppInstanceOptions = {},
): Promise<AppInstance[]> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("App instances share a PostgreSQL database: set DATABASE_URL.");
  const firstPort = options.firstPort ?? TEST_PORT + 2;
  const instances = Array.from({ length: count }, (_, index) =>
    startInstance(`instance ${String.fromCharCode(65 + index)}`, firstPort + index, databaseUrl, options),
  );
  try {
    await Promise.all(instances.map((instance) => instance.ready));
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.stop()));
    throw error;
  }
  return instances;
}

function startInstance(
  name: string,
  port: number,
  databaseUrl: string,
  options: AppInstanceOptions,
): AppInstance & { ready: Promise<void> } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...serverEnv(),
    DATABASE_URL: databaseUrl,
    PORT: String(port),
  };
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  const child = spawn(
    process.execPath,
    serverArgs(path.resolve("server/start.mjs"), ["-H", "127.0.0.1", "-p", String(port)]),
    { env, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  running.add(child);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  let hasExited = false;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      hasExited = true;
      running.delete(child);
      resolve();
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const output = () => lines.slice(-40).join("\n");
  const stopWith = async (signal: NodeJS.Signals) => {
    if (!hasExited) signalGroup(child.pid!, signal);
    const timer = setTimeout(() => signalGroup(child.pid!, "SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  };
  const ready = (async () => {
    const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
    while (Date.now() < deadline && !hasExited) {
      const answered = await fetch(`${baseUrl}/v1/platform/openapi.json`, {
        headers: { "X-Forwarded-Proto": "https" },
        signal: AbortSignal.timeout(5_000),
      }).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${name} on port ${port} did not start:\n${output()}`);
  })();
  return {
    name,
    baseUrl,
    port,
    pid: child.pid!,
    output,
    stop: () => stopWith("SIGTERM"),
    kill: () => stopWith("SIGKILL"),
    ready,
  };
}
