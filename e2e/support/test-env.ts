/**
 * The settings the API and UI tests run the production server with. Tests import the same values, so the signing
 * secret they forge tokens with and the limits they probe are the server's own.
 */
export const TEST_PORT = Number(process.env.TEST_PORT ?? 3210);
export const TEST_BASE_URL = `http://127.0.0.1:${TEST_PORT}`;
export const TEST_SIGNING_SECRET = "test-signing-secret-that-is-long-enough-0123456789";
export const TEST_TOKEN_LIMIT_PER_PARTNER = 20;
export const TEST_TOKEN_LIMIT_PER_IP = 60;
export const LIMITED_PARTNER_RATE = 5;
/** The partner's page that frames the embed: another site (localhost, not 127.0.0.1), as in production. */
export const HOST_PORT = TEST_PORT + 1;
export const HOST_ORIGIN = `http://localhost:${HOST_PORT}`;
export const TEST_EMBED_LAUNCH_SECRET = "test-embed-launch-secret-shared-with-the-partner-0123";
export const FIXTURES_FILE = `test-results/.fixtures-${TEST_PORT}.json`;

export const TEST_WEBHOOK_RETRY_BASE_MS = 50;
export const TEST_WEBHOOK_DISABLE_AFTER_MS = 3_000;
/** Ports of the tests' webhook receivers (3550-3559 for TEST_PORT 3500). */
export const WEBHOOK_RECEIVER_PORT = TEST_PORT + 50;

export const serverEnv = (): Record<string, string> => ({
  NODE_ENV: "production",
  TRUST_PROXY: "1",
  TOKEN_SIGNING_SECRET: TEST_SIGNING_SECRET,
  TOKEN_RATE_LIMIT_PER_PARTNER: String(TEST_TOKEN_LIMIT_PER_PARTNER),
  TOKEN_RATE_LIMIT_PER_IP: String(TEST_TOKEN_LIMIT_PER_IP),
  EMBED_LAUNCH_SECRET: TEST_EMBED_LAUNCH_SECRET,
  // The test server runs in production mode; the launch error page still names why a token was refused.
  EMBED_SHOW_LAUNCH_REFUSALS: "1",
  PORT: String(TEST_PORT),
  // Webhooks to the tests' receivers on 127.0.0.1 over http, retried within a second, an endpoint failing for 3 s
  // disabled (docs/events-and-webhooks.md).
  WEBHOOK_ALLOW_LOCAL_TARGETS: "1",
  WEBHOOK_RETRY_BASE_MS: String(TEST_WEBHOOK_RETRY_BASE_MS),
  WEBHOOK_RETRY_MAX_DELAY_MS: "400",
  WEBHOOK_TIMEOUT_MS: "2000",
  WEBHOOK_DISABLE_AFTER_MS: String(TEST_WEBHOOK_DISABLE_AFTER_MS),
  WEBHOOK_POLL_MS: "250",
});
