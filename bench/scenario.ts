/**
 * What a benchmark scenario is. Add one by writing `bench/scenarios/<name>.ts` with `defineScenario({...})` and listing
 * it in `bench/scenarios/index.ts`. Phases, per database:
 *   seed(db)   before the server starts, with direct database access (PGlite is single-process): bulk data here;
 *   setup(ctx) against the running server: tokens, a few API calls; its result is handed to run;
 *   run(ctx)   one or more `ctx.measure(...)` calls, each a row in the results.
 */
import type { Db } from "../lib/db/client";
import type { DatabaseKind } from "./config";
import type { BenchContext } from "./context";

export interface SeedContext {
  db: Db;
  database: DatabaseKind;
  /** The bench partner and its business; a scenario may create more businesses of this partner. */
  partnerId: string;
  businessId: string;
}

export interface ScenarioDefinition<Seeded, State> {
  name: string;
  description: string;
  /** Databases this scenario runs on; all by default. */
  databases?: DatabaseKind[];
  seed?(seed: SeedContext): Promise<Seeded>;
  setup?(ctx: BenchContext, seeded: Seeded): Promise<State>;
  run(ctx: BenchContext, state: State, seeded: Seeded): Promise<void>;
}

/** A scenario with its types erased, as the runner holds them. */
export interface Scenario {
  name: string;
  description: string;
  databases?: DatabaseKind[];
  seed?(seed: SeedContext): Promise<unknown>;
  execute(ctx: BenchContext, seeded: unknown): Promise<void>;
}

export function defineScenario<Seeded = undefined, State = undefined>(
  definition: ScenarioDefinition<Seeded, State>,
): Scenario {
  return {
    name: definition.name,
    description: definition.description,
    databases: definition.databases,
    seed: definition.seed?.bind(definition),
    async execute(ctx, seeded) {
      const state = (definition.setup ? await definition.setup(ctx, seeded as Seeded) : undefined) as State;
      await definition.run(ctx, state, seeded as Seeded);
    },
  };
}
