import { fixtures, newApi, partnerToken } from "../api";
import { fetchOpenApi, listOperations, operationsOf, type OpenApi, type Operation } from "./openapi";
import type { Caller } from "./requests";
import { createWorld, type World } from "./world";

/**
 * What both fuzzing specs work on, made once per Playwright worker: the served OpenAPI document, its operations, the
 * worker's test business (`main`, of the fuzzing partner), other tenants' businesses (`others`: one more of the same
 * partner, one of another partner), and a caller whose partner owns no business (`solo`) for partner-level writes.
 */
export interface FuzzSuite {
  doc: OpenApi;
  operations: Operation[];
  lists: Operation[];
  main: World;
  /** Another business of the same partner (with one of everything) and one of another partner. */
  others: { samePartner: World; otherPartner: World };
  solo: Caller & World;
  /** The caller of operations that change the partner's own settings (its rate limit), so no other is throttled. */
  settings: Caller;
}

let suite: Promise<FuzzSuite> | undefined;

async function build(): Promise<FuzzSuite> {
  const all = fixtures();
  const api = await newApi();
  const doc = await fetchOpenApi(api);
  const operations = operationsOf(doc);
  const main = await createWorld(all.fuzz, doc, operations);
  const others = {
    samePartner: await createWorld(all.fuzz, doc, operations),
    otherPartner: await createWorld(all.beta, doc, operations, { populate: false }),
  };
  const soloApi = await newApi();
  const solo = {
    api: soloApi,
    credentials: all.fuzzSolo,
    token: await partnerToken(soloApi, all.fuzzSolo),
    businessId: "",
    pools: new Map<string, string[]>(),
  };
  const settingsApi = await newApi();
  const settings = {
    api: settingsApi,
    credentials: all.fuzzSettings,
    token: await partnerToken(settingsApi, all.fuzzSettings),
  };
  await api.dispose();
  return { doc, operations, lists: listOperations(doc, operations), main, others, solo, settings };
}

export const fuzzSuite = (): Promise<FuzzSuite> => (suite ??= build());

/** Operations are spread over this many tests, so Playwright's workers share them. */
export const SHARDS = 8;
export const shardOf = (operations: Operation[], shard: number) =>
  operations.filter((_, index) => index % SHARDS === shard);

/** Operations that act on a business (its id in the path); the others are partner-level. */
export const isBusinessOperation = (operation: Operation) => operation.path.includes("{business_id}");

/** Operations that change the calling partner's own settings (`PATCH /partner/`). */
export const changesPartnerSettings = (operation: Operation) =>
  operation.path === "/v1/platform/partner/" && operation.method !== "GET";
