import { defineConfig } from "@playwright/test";
import { TEST_BASE_URL, TEST_PORT } from "./e2e/support/test-env";

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "./e2e",
  outputDir: `test-results/playwright-${TEST_PORT}`,
  fullyParallel: true,
  workers: 2,
  // On CI a failed test runs once more, and one that then passes is reported flaky (.ci/run repeats those at the end
  // of its output, to be fixed): on two shared cores, one slow moment among some 1,300 browser and API tests should
  // not fail a whole run. A test that fails twice fails the run. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // A page's first render on CI's two shared cores (a server and two browsers) can take longer than the default 5 s.
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: TEST_BASE_URL,
    // The server runs as in production behind a TLS-terminating proxy; HTTP without this header is refused.
    extraHTTPHeaders: { "X-Forwarded-Proto": "https" },
  },
  projects: [
    { name: "api", testDir: "./e2e/api" },
    {
      name: "ui",
      testDir: "./e2e/ui",
      // A browser, a production server and a second worker share two cores in CI; an axe pass alone takes ~10 s.
      timeout: 60_000,
      use: {
        browserName: "chromium",
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: {
    command: "npx tsx --conditions=react-server e2e/support/start-test-server.ts",
    url: `${TEST_BASE_URL}/`,
    reuseExistingServer: false,
    // Fixtures and the demo data set are made before the server answers; a crowded machine may need longer.
    timeout: Number(process.env.TEST_SERVER_TIMEOUT_MS ?? 300_000),
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  },
});
