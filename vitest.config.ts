import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Next.js resolves this marker to nothing on the server; plain Node would throw on it.
      "server-only": path.resolve(import.meta.dirname, "lib/testing/server-only-stub.ts"),
    },
  },
  test: {
    include: ["lib/**/*.test.ts", "components/**/*.test.ts?(x)", "server/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Component tests (happy-dom) fetch relative URLs; this is the origin they resolve against.
    environmentOptions: { happyDOM: { url: "http://127.0.0.1/" } },
  },
});
