/**
 * CPU time from Linux's /proc, so a figure says where its time goes: the app server or the database. In a virtual
 * machine, time its busy host takes counts here too, so these rise with the host's load as requests/s fall. Elsewhere
 * (no /proc) every reading is undefined.
 */
import fs from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux this runs on

/** user + system CPU milliseconds so far of one process, or undefined when it cannot be read. */
export function processCpuMs(pid: number | string): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

const postgresUid = (() => {
  try {
    return fs.statSync("/var/lib/postgresql").uid;
  } catch {
    return -1;
  }
})();

/**
 * CPU milliseconds so far of every process of the local `postgres` user: the server's backends and its background
 * work (WAL, autovacuum), and any other database's too. Undefined without a local cluster or /proc.
 */
export function postgresCpuMs(): number | undefined {
  if (postgresUid < 0) return undefined;
  let pids: string[];
  try {
    pids = fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  let total = 0;
  for (const pid of pids) {
    try {
      if (fs.statSync(`/proc/${pid}`).uid !== postgresUid) continue;
      total += processCpuMs(pid) ?? 0;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** CPU milliseconds per request over a window: what `read` gave before and after, divided by the requests. */
export function cpuPerRequest(before: number | undefined, after: number | undefined, requests: number) {
  return before === undefined || after === undefined || requests === 0
    ? undefined
    : Math.round(((after - before) / requests) * 100) / 100;
}
