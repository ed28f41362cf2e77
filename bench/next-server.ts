/** Starts the production build (server/start.mjs, `npm start`) on 127.0.0.1 in its own process group and stops it again. */
import { spawn } from "node:child_process";
import net from "node:net";
import { isInterrupted, onCleanup, throwIfInterrupted } from "./cleanup";
import { serverArgs } from "../server/node-flags.mjs";

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** The last lines the server printed, for error messages. */
  logTail(): string;
  stop(): Promise<void>;
}

/** The production server refuses plain HTTP unless a trusted proxy says the request came over HTTPS. */
export const PROXY_HEADERS = { "X-Forwarded-Proto": "https" } as const;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startNextServer(label: string, env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    serverArgs("server/start.mjs", ["-H", "127.0.0.1", "-p", String(port)]),
    // detached: its own process group, so stopping it also stops any worker it forks.
    // PORT: the embed's server side calls the API on this same server (lib/embed/embed-config.ts).
    { env: { ...env, PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  const pid = child.pid!;
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  };
  const cleanup = onCleanup(
    `${label} server (pid ${pid})`,
    async () => {
      if (!hasExited) signalGroup("SIGTERM");
      const timer = setTimeout(() => signalGroup("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
      signalGroup("SIGKILL"); // anything the server left behind in its group
    },
    () => signalGroup("SIGKILL"),
  );
  const server: RunningServer = {
    baseUrl,
    pid,
    logTail: () => lines.slice(-40).join("\n"),
    stop: () => cleanup.runNow(),
  };

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (hasExited) break;
    if (isInterrupted()) {
      await server.stop();
      throwIfInterrupted();
    }
    try {
      const response = await fetch(`${baseUrl}/v1/platform/openapi.json`, { headers: PROXY_HEADERS });
      await response.arrayBuffer();
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(
    `The ${label} server did not become ready (${hasExited ? "it exited" : "timed out"}). Its output:\n${server.logTail()}`,
  );
}
