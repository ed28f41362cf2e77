import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { serverEnv } from "./test-env";

/**
 * One more production server (server/start.mjs, as `npm start` runs it) beside the test server, on the same
 * PostgreSQL database, for tests that must stop or kill a server: PGlite is one process, so only with DATABASE_URL.
 */
export interface ProductionServer {
  baseUrl: string;
  process: ChildProcess;
  /** `kill -9`: no shutdown code runs, connections and transactions are cut where they are. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function startProductionServer(
  port: number,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ProductionServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [path.resolve("server/start.mjs"), "-H", "127.0.0.1", "-p", String(port)],
    {
      env: { ...process.env, ...serverEnv(), PORT: String(port), ...env },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString("utf8")).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited: ${stderr}`);
    const isUp = await fetch(`${baseUrl}/v1/platform/openapi.json`, {
      signal: AbortSignal.timeout(2_000),
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) break;
    if (Date.now() > deadline) {
      await signal("SIGKILL");
      throw new Error(`server on ${port} not up after ${timeoutMs} ms: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, process: child, kill: () => signal("SIGKILL"), stop: () => signal("SIGTERM") };
}
