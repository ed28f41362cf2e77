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
    const probe = spawnSync(
      process.execPath,
      [
        ...SERVER_NODE_FLAGS,
        "-e",
        "const v8 = require('node:v8'); console.log(JSON.stringify(v8.getHeapStatistics()))",
      ],
      { encoding: "utf8" },
    );
    expect(probe.stderr).toBe("");
    expect(probe.status).toBe(0);
    const withFlags = JSON.parse(probe.stdout) as { total_available_size: number };
    const plain = JSON.parse(
      spawnSync(
        process.execPath,
        ["-e", "console.log(JSON.stringify(require('node:v8').getHeapStatistics()))"],
        {
          encoding: "utf8",
        },
      ).stdout,
    ) as { total_available_size: number };
    // The heap's limit includes the young generation: 2 × (64 − 16) MB more room than the default gives.
    expect(withFlags.total_available_size - plain.total_available_size).toBeGreaterThan(64 * 1024 * 1024);
  });
});
