import fc from "fast-check";
import { expect, test } from "@playwright/test";
import { errorShapeProblem } from "../../support/fuzz/error-shape";
import { answersPerItem, itemRefusalProblem, withOneItem } from "../../support/fuzz/item-refusals";
import { malformedCases } from "../../support/fuzz/malformed";
import type { Operation } from "../../support/fuzz/openapi";
import { sendRequest, urlOf, validRequest } from "../../support/fuzz/requests";
import { FUZZ_SEED, requestsFor, seedFor } from "../../support/fuzz/settings";
import { changedLists, storedState } from "../../support/fuzz/stored-state";
import { fuzzSuite, isBusinessOperation, SHARDS, shardOf, type FuzzSuite } from "../../support/fuzz/suite";

/**
 * Negative cases (issues 12 and 18): for every operation of the served OpenAPI document, bounded families of requests
 * outside it (wrong types, out-of-range numbers, NUL and lone surrogates, too-long strings, deep nesting, oversized
 * and non-JSON bodies, bad enums, dates, UUIDs and pagination, other tenants' ids) each get a 4xx in the documented
 * error shape, and the business's lists, audit trail and documents are the same afterwards.
 */
test.describe.configure({ timeout: 300_000 });

async function fuzzMalformed(suite: FuzzSuite, operation: Operation): Promise<string[]> {
  const onBusiness = isBusinessOperation(operation);
  const world = onBusiness ? suite.main : suite.solo;
  const seed = seedFor(`malformed ${operation.key}`);
  const [sampled] = fc.sample(validRequest(operation, suite.doc, suite.main.pools), { seed, numRuns: 1 });
  const base = answersPerItem(operation.path) ? withOneItem(sampled!) : sampled!;
  const cases = malformedCases(
    operation,
    suite.doc,
    base,
    { samePartner: suite.others.samePartner.pools, otherPartner: suite.others.otherPartner.pools },
    requestsFor(operation, "malformed"),
    seed,
  );
  const writes = operation.method !== "GET";
  const before = writes ? await storedState(world, suite.lists, operation) : undefined;
  const failures: string[] = [];
  for (const malformed of cases) {
    const response = await sendRequest(world, operation, malformed.request);
    const status = response.status();
    const problem =
      status === 200 && answersPerItem(operation.path)
        ? await itemRefusalProblem(response)
        : status < 400 || status >= 500
          ? `status ${status}: ${(await response.text()).slice(0, 300)}`
          : await errorShapeProblem(response, operation);
    if (problem) {
      const body =
        typeof malformed.request.body === "string"
          ? malformed.request.body
          : JSON.stringify(malformed.request.body ?? null);
      failures.push(
        `[${malformed.family}] ${malformed.name}: ${problem}\n    ${urlOf(malformed.request)} ${body.slice(0, 300)}`,
      );
    }
  }
  if (before) {
    const changed = changedLists(before, await storedState(world, suite.lists, operation));
    if (changed.length > 0) failures.push(`stored something after refusals: ${changed.join(", ")}`);
  }
  return failures;
}

for (let shard = 0; shard < SHARDS; shard++) {
  test(`malformed requests outside the OpenAPI document, operations ${shard + 1} of every ${SHARDS}`, async () => {
    const suite = await fuzzSuite();
    const report: string[] = [];
    for (const operation of shardOf(suite.operations, shard)) {
      const failures = await fuzzMalformed(suite, operation);
      if (failures.length > 0)
        report.push(`${operation.key}: ${failures.length} failed\n  ${failures.join("\n  ")}`);
    }
    expect(report, `FUZZ_SEED=${FUZZ_SEED}\n${report.join("\n")}`).toEqual([]);
  });
}
