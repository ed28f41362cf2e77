/**
 * Prepares a database before its server starts: migrations (by opening it), the bench partner and business through
 * the domain functions, then every scenario's own seed. The connection is closed again before `next start`, since an
 * embedded PGlite directory may be open in one process only.
 */
import { createPartner } from "../lib/auth/partners";
import { createBusiness } from "../lib/businesses/create-business";
import { openDatabase, type DatabaseOptions } from "../lib/db/client";
import type { DatabaseKind } from "./config";
import type { BenchFixtures } from "./context";
import type { Scenario } from "./scenario";

/** High enough that the per-partner limit never throttles the bench. */
export const BENCH_PARTNER_RATE_LIMIT = 10_000_000;

export async function seedDatabase(
  database: DatabaseKind,
  options: DatabaseOptions,
  scenarios: Scenario[],
): Promise<{ fixtures: BenchFixtures; seeded: Map<string, unknown> }> {
  const opened = await openDatabase({ ...options, poolSize: 4 });
  try {
    const stamp = new Date().toISOString();
    const { partner, apiKey } = await createPartner(opened.db, {
      name: `Bench partner ${stamp}`,
      rateLimitPerMinute: BENCH_PARTNER_RATE_LIMIT,
    });
    const { business } = await createBusiness(opened.db, partner.id, {
      name: `Bench business ${stamp}`,
      country: "SE",
      base_currency: "SEK",
      timezone: "Europe/Stockholm",
    });
    const seeded = new Map<string, unknown>();
    for (const scenario of scenarios) {
      if (!scenario.seed) continue;
      const started = Date.now();
      const data = await scenario.seed({
        db: opened.db,
        database,
        partnerId: partner.id,
        businessId: business.id,
      });
      seeded.set(scenario.name, data);
      const took = Date.now() - started;
      if (took > 1000)
        console.log(`bench: [${database}] seeded ${scenario.name} in ${(took / 1000).toFixed(1)} s.`);
    }
    return { fixtures: { partnerId: partner.id, apiKey, businessId: business.id }, seeded };
  } finally {
    await opened.close();
  }
}
