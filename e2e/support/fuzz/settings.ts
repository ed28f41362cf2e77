/**
 * How much the fuzzing suite does. CI: a few requests per operation from a fixed seed. Exploration:
 * `FUZZ_RUNS=1000 FUZZ_SEED=random FUZZ_MALFORMED=1000 npx playwright test e2e/api/fuzz` — a failure prints the seed
 * to run it again with.
 */
const seedSetting = process.env.FUZZ_SEED ?? "20261127";

export const FUZZ_SEED =
  seedSetting === "random"
    ? Math.floor(Math.random() * 2 ** 31)
    : Number.parseInt(seedSetting, 10) || 20261127;
/** Valid requests generated per operation. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 4);
/** At most this many malformed requests per operation (a seeded sample when a family has more). */
export const FUZZ_MALFORMED = Number(process.env.FUZZ_MALFORMED ?? 32);

/**
 * The token endpoint is rate limited per partner and per IP (e2e/support/test-env.ts: 20 and 60 tokens a minute on the
 * test server), and the workers get their own tokens from it: a long run that sent it FUZZ_RUNS or FUZZ_MALFORMED
 * requests would have those refused (429). It gets at most these many, the CI run's own numbers.
 */
const TOKEN_ENDPOINT_MOST = { valid: 4, malformed: 32 };

/** How many valid or malformed requests an operation gets: FUZZ_RUNS or FUZZ_MALFORMED, less for the token endpoint. */
export function requestsFor(operation: { auth: string }, kind: "valid" | "malformed"): number {
  const requests = kind === "valid" ? FUZZ_RUNS : FUZZ_MALFORMED;
  return operation.auth === "partner_credentials" ? Math.min(requests, TOKEN_ENDPOINT_MOST[kind]) : requests;
}

/** The seed of one operation: the run's seed mixed with the operation, so operations don't share a sequence. */
export function seedFor(key: string): number {
  let hash = FUZZ_SEED | 0;
  for (let index = 0; index < key.length; index++) hash = (Math.imul(hash, 31) + key.charCodeAt(index)) | 0;
  return hash;
}
