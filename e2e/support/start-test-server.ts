/**
 * Playwright's webServer: makes a fresh database (a new PGlite directory, or the PostgreSQL of DATABASE_URL), creates
 * the partners the tests use through the same domain code as the CLI, writes their credentials for the tests, then
 * runs the production build on 127.0.0.1. Partners have to exist before the server opens an embedded database.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "../../lib/db/client";
import { createPartner, revokePartnerKey, rotatePartnerKey } from "../../lib/auth/partners";
import { DEMO_BUSINESSES, seedDemoBusiness } from "../../lib/demo/seed-demo";
import { startHostPageServer } from "./host-page-server";
import { serverArgs } from "../../server/node-flags.mjs";
import { FIXTURES_FILE, HOST_ORIGIN, LIMITED_PARTNER_RATE, serverEnv, TEST_PORT } from "./test-env";

const dataDir = path.resolve(".data", `test-pglite-${Date.now()}`);
const documentsDir = `${dataDir}-documents`;
const options = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir };

async function createFixtures() {
  const database = await openDatabase(options);
  const db = database.db;
  const partner = async (name: string, extra = {}) => {
    const { partner, apiKey } = await createPartner(db, { name, ...extra });
    return { partner_id: partner.id, api_key: apiKey };
  };
  const rotated = await partner("Rotating partner");
  const second = await rotatePartnerKey(db, rotated.partner_id);
  const revoked = await rotatePartnerKey(db, rotated.partner_id);
  await revokePartnerKey(db, rotated.partner_id, revoked.keyId);
  const fixtures = {
    database: database.kind,
    alpha: await partner("Alpha Payments", {
      allowedOrigins: ["https://app.alpha.test"],
      rateLimitPerMinute: 100_000,
    }),
    beta: await partner("Beta Bank", { rateLimitPerMinute: 100_000 }),
    pager: await partner("Pagination partner"),
    limited: await partner("Limited partner", { rateLimitPerMinute: LIMITED_PARTNER_RATE }),
    // Only the two-instance test uses it, so its counts are that test's own.
    instances: await partner("Two-instance partner", { rateLimitPerMinute: LIMITED_PARTNER_RATE }),
    tokenLimited: await partner("Token-limited partner"),
    rotating: { ...rotated, second_key: second.apiKey, revoked_key: revoked.apiKey },
    // The partner the embed UI runs as (PARTNER_ID / PARTNER_API_KEY below); its host page may frame it.
    embedder: await partner("Embedding partner", {
      allowedOrigins: [HOST_ORIGIN],
      rateLimitPerMinute: 100_000,
    }),
    // The OpenAPI fuzzing suite's own partners (e2e/api/fuzz): its test businesses, and one that owns no business,
    // so the suite can tell that a refused POST /businesses/ stored nothing.
    fuzz: await partner("Fuzzing partner", { rateLimitPerMinute: 100_000 }),
    fuzzSolo: await partner("Fuzzing partner without businesses", { rateLimitPerMinute: 100_000 }),
    // The one the suite's valid PATCH /partner/ requests change (a rate limit of 3 would throttle the others).
    fuzzSettings: await partner("Fuzzing partner for its own settings", { rateLimitPerMinute: 100_000 }),
    demo_business_id: "",
  };
  // The demo business of `npm run dev` (its whole data set), owned by the embedding partner for the UI tests.
  const demo = await seedDemoBusiness(db, fixtures.embedder.partner_id, DEMO_BUSINESSES[0]!);
  fixtures.demo_business_id = demo.id;
  await database.close();
  fs.mkdirSync(path.dirname(FIXTURES_FILE), { recursive: true });
  fs.writeFileSync(FIXTURES_FILE, JSON.stringify(fixtures, null, 2));
  return fixtures;
}

const fixtures = await createFixtures();
const hostServer = startHostPageServer(fixtures.embedder.partner_id);
const server = spawn(
  process.execPath,
  serverArgs(path.resolve("server/start.mjs"), ["-H", "127.0.0.1", "-p", String(TEST_PORT)]),
  {
    stdio: "inherit",
    env: {
      ...process.env,
      ...serverEnv(),
      PGLITE_DATA_DIR: dataDir,
      DOCUMENT_STORAGE_DIR: documentsDir,
      PARTNER_ID: fixtures.embedder.partner_id,
      PARTNER_API_KEY: fixtures.embedder.api_key,
    },
  },
);
const stop = () => {
  hostServer.close();
  server.kill("SIGTERM");
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  if (!process.env.DATABASE_URL) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}.lock`, { force: true });
  fs.rmSync(documentsDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
