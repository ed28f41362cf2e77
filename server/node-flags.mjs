// @ts-check
/**
 * The Node.js flags the production server runs with: `npm start` passes them (package.json), and whatever starts the
 * server for tests or the bench spawns it with the same (`serverArgs`), so what is measured is what runs.
 *
 * `--max-semi-space-size=64` (MB): V8's young generation grows to 2 × 64 MB instead of its default 2 × 16 MB. A
 * request allocates short-lived objects (the parsed body, rows, the response), and a bill create's groups allocate
 * a lot of them at once: with the small default, collections came often enough to find many of them still in use and
 * copy them on, and garbage collection took about 15 % of a create's CPU. Measured with `npm run bench` (bill-create at 64
 * clients): about 0.85 ms of app CPU per create instead of about 1.0 ms, for about 140 MB more resident memory.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64"];

/** The arguments that, given to `process.execPath`, start `startScript` with `startArgs` as `npm start` does. */
export function serverArgs(/** @type {string} */ startScript, /** @type {string[]} */ startArgs) {
  return [...SERVER_NODE_FLAGS, startScript, ...startArgs];
}
