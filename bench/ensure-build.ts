/** Runs `next build` when the production build is missing or older than the newest source file. */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { onCleanup } from "./cleanup";

const SOURCE_DIRS = ["app", "lib", "components", "public"];
const SOURCE_FILES = [
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];
const IS_TEST_FILE = /\.test\.tsx?$/;

function newestMtime(entry: string): { file: string; mtimeMs: number } {
  let newest = { file: entry, mtimeMs: 0 };
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return newest;
  if (!stat.isDirectory()) return IS_TEST_FILE.test(entry) ? newest : { file: entry, mtimeMs: stat.mtimeMs };
  for (const child of fs.readdirSync(entry)) {
    const candidate = newestMtime(path.join(entry, child));
    if (candidate.mtimeMs > newest.mtimeMs) newest = candidate;
  }
  return newest;
}

/** Where `next build` writes and `next start` reads; next.config.ts honours NEXT_DIST_DIR. */
export const distDir = () => process.env.NEXT_DIST_DIR || ".next";

export function buildStaleness(): string | undefined {
  const buildIdFile = path.join(distDir(), "BUILD_ID");
  const buildId = fs.statSync(buildIdFile, { throwIfNoEntry: false });
  if (!buildId) return `no production build (${buildIdFile} is missing)`;
  const newest = [...SOURCE_DIRS, ...SOURCE_FILES]
    .map(newestMtime)
    .reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a));
  if (newest.mtimeMs > buildId.mtimeMs) return `${newest.file} is newer than the build`;
  return undefined;
}

export async function ensureBuild(force: boolean | "never"): Promise<void> {
  if (force === "never") {
    if (!fs.existsSync(path.join(distDir(), "BUILD_ID")))
      throw new Error(`BENCH_BUILD=0: no build in ${distDir()}/.`);
    console.log(`bench: BENCH_BUILD=0, using the build in ${distDir()}/ as it is.`);
    return;
  }
  const reason = force ? "BENCH_BUILD=1" : buildStaleness();
  if (!reason) {
    console.log(`bench: production build in ${distDir()}/ is current; set BENCH_BUILD=1 to rebuild.`);
    return;
  }
  console.log(`bench: building into ${distDir()}/ (${reason})...`);
  const started = Date.now();
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  const cleanup = onCleanup("next build", () => {
    child.kill("SIGTERM");
  });
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  cleanup.dismiss();
  if (code !== 0) throw new Error(`next build failed (exit code ${code}).`);
  console.log(`bench: build finished in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}
