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

/** The seed of one operation: the run's seed mixed with the operation, so operations don't share a sequence. */
export function seedFor(key: string): number {
  let hash = FUZZ_SEED | 0;
  for (let index = 0; index < key.length; index++) hash = (Math.imul(hash, 31) + key.charCodeAt(index)) | 0;
  return hash;
}
