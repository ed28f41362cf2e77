import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS, serverArgs } from "./node-flags.mjs";

describe("the production server's Node.js flags", () => {
  it("are the ones `npm start` passes, so tests and the bench run the server as it is deployed", () => {
    const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe(["node", ...SERVER_NODE_FLAGS, "server/start.mjs"].join(" "));
    expect(serverArgs("server/start.mjs", ["-p", "3000"])).toEqual([
      ...SERVER_NODE_FLAGS,
      "server/start.mjs",
      "-p",
      "3000",
    ]);
  });

  it("are flags this Node.js accepts and applies (a young generation of 2 × 64 MB)", () => {
    const withFlags = heapStatistics(SERVER_NODE_FLAGS);
    expect(withFlags.stderr).toBe("");
    expect(withFlags.status).toBe(0);
    const plain = heapStatistics([]);
    // The heap's limit includes the young generation: 2 × (64 − 16) MB more room than the default gives.
    expect(withFlags.totalAvailableSize - plain.totalAvailableSize).toBeGreaterThan(64 * 1024 * 1024);
  });
});

/** V8's heap statistics of a Node.js process started with `flags`, and how that process ended. */
function heapStatistics(flags: readonly string[]) {
  const probe = spawnSync(
    process.execPath,
    [...flags, "-e", "console.log(JSON.stringify(require('node:v8').getHeapStatistics()))"],
    { encoding: "utf8" },
  );
  const { total_available_size } = JSON.parse(probe.stdout) as { total_available_size: number };
  return { stderr: probe.stderr, status: probe.status, totalAvailableSize: total_available_size };
}
