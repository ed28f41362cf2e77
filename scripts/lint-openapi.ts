/**
 * `npm run lint:openapi`: builds the OpenAPI document from the contracts (as GET /v1/platform/openapi.json serves
 * it), writes it to a temporary file and lints it with Redocly's linter under redocly.yaml. Exits 1 on any error, so
 * `npm run lint` (and CI) fail on a document that generated clients would choke on.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatProblems, getTotals, lint, loadConfig } from "@redocly/openapi-core";
import { buildOpenApiDocument } from "../lib/openapi/build-openapi-document";

const directory = mkdtempSync(join(tmpdir(), "openapi-lint-"));
const file = join(directory, "openapi.json");
try {
  writeFileSync(file, JSON.stringify(buildOpenApiDocument(), null, 2));
  const config = await loadConfig({ configPath: join(import.meta.dirname, "..", "redocly.yaml") });
  const problems = await lint({ ref: file, config });
  const totals = getTotals(problems);
  formatProblems(problems, { format: "stylish", totals, maxProblems: 200, color: process.stdout.isTTY });
  console.log(`openapi.json: ${totals.errors} errors, ${totals.warnings} warnings.`);
  process.exitCode = totals.errors > 0 ? 1 : 0;
} finally {
  rmSync(directory, { recursive: true, force: true });
}
