/** Types of server/node-flags.mjs (plain JavaScript, as `npm start` runs it without a build step). */
export declare const SERVER_NODE_FLAGS: readonly string[];
export declare function serverArgs(startScript: string, startArgs: readonly string[]): string[];
