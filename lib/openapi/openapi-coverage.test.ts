import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HTTP_METHODS } from "../http/endpoint";
import type { RouteHandler } from "../http/route";
import { buildOpenApiDocument } from "./build-openapi-document";

const API_DIR = path.resolve("app/v1/platform");

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** `app/v1/platform/businesses/[business_id]/route.ts` → `/v1/platform/businesses/{business_id}/` */
function urlPathOf(file: string): string {
  const relative = path.relative(path.resolve("app"), path.dirname(file)).split(path.sep);
  return `/${relative.map((segment) => segment.replace(/^\[(.+)\]$/, "{$1}")).join("/")}/`;
}

describe("OpenAPI document", () => {
  const document = buildOpenApiDocument();
  const files = routeFiles(API_DIR).filter((file) => !file.includes("openapi.json"));

  it("finds the API's route files", () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
  });

  for (const file of files) {
    it(`documents every method of ${path.relative(process.cwd(), file)}`, async () => {
      const routeModule = (await import(file)) as Record<string, RouteHandler | undefined>;
      const implemented = HTTP_METHODS.filter((method) => routeModule[method]?.endpoint);
      expect(implemented.length).toBeGreaterThan(0);
      for (const method of implemented) {
        const endpoint = routeModule[method]!.endpoint;
        expect(endpoint.method).toBe(method);
        expect(endpoint.path).toBe(urlPathOf(file));
        const documented = (document.paths as Record<string, Record<string, unknown>>)[endpoint.path];
        expect(documented?.[method.toLowerCase()], `${method} ${endpoint.path} is missing`).toBeDefined();
      }
    });
  }

  it("says of query parameters that go together that they do (OpenAPI has no keyword for it)", () => {
    const chart = "/v1/platform/businesses/{business_id}/general-ledger/chart-of-accounts/";
    const parameters = (
      document.paths as Record<string, { get: { parameters: { name: string; description?: string }[] } }>
    )[chart]!.get.parameters;
    const descriptionOf = (name: string) =>
      parameters.find((parameter) => parameter.name === name)?.description;
    expect(descriptionOf("period_year")).toContain("With period_month (both or neither)");
    expect(descriptionOf("period_month")).toContain("With period_year (both or neither)");
  });

  it("is OpenAPI 3.1 with every $ref resolvable", () => {
    expect(document.openapi).toBe("3.1.0");
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    for (const ref of refs) expect(document.components.schemas[ref], ref).toBeDefined();
  });
});
