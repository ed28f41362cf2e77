import type { APIRequestContext } from "@playwright/test";

/** A JSON Schema as the OpenAPI document states it (2020-12). */
export type Schema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: Schema;
}

/** One operation of the document, flattened for the fuzzer. */
export interface Operation {
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { mediaType: string; schema: Schema; required: boolean };
  /** Statuses the operation documents. */
  statuses: Set<number>;
  /** The error body schema the operation documents for 400 (the API's shape or RFC 6749's). */
  errorShape: "api" | "oauth";
  auth: "partner_credentials" | "partner" | "business";
}

export interface OpenApi {
  paths: Record<string, Record<string, Schema>>;
  components: { schemas: Record<string, Schema> };
}

export async function fetchOpenApi(api: APIRequestContext): Promise<OpenApi> {
  const response = await api.get("/v1/platform/openapi.json");
  if (response.status() !== 200) throw new Error(`openapi.json answered ${response.status()}`);
  return (await response.json()) as OpenApi;
}

/** The schema a `$ref` names (one level; callers resolve again as they descend). */
export function resolve(doc: OpenApi, schema: Schema): Schema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === "string" && hops < 10; hops++) {
    const name = (current.$ref as string).replace("#/components/schemas/", "");
    const { $ref: _ref, ...rest } = current;
    current = { ...doc.components.schemas[name], ...rest };
  }
  return current;
}

const authOf = (security: Schema[] | undefined): Operation["auth"] => {
  const names = (security ?? []).flatMap((entry) => Object.keys(entry));
  if (names.includes("partnerCredentials")) return "partner_credentials";
  return names.includes("businessToken") ? "business" : "partner";
};

export function operationsOf(doc: OpenApi): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      const requestBody = spec.requestBody as
        { required?: boolean; content: Record<string, { schema: Schema }> } | undefined;
      const [mediaType, content] = Object.entries(requestBody?.content ?? {})[0] ?? [];
      const responses = spec.responses as Record<string, { content?: Record<string, { schema: Schema }> }>;
      const errorSchema = JSON.stringify(responses["400"]?.content ?? {});
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: (spec.parameters ?? []) as Parameter[],
        body:
          mediaType && content
            ? { mediaType, schema: content.schema, required: !!requestBody?.required }
            : undefined,
        statuses: new Set(Object.keys(responses).map(Number)),
        errorShape: errorSchema.includes("error_description") ? "oauth" : "api",
        auth: authOf(spec.security as Schema[] | undefined),
      });
    }
  }
  return operations;
}

/** GET operations answering `{count, results}`: the resource lists "nothing stored" compares. */
export function listOperations(doc: OpenApi, operations: Operation[]): Operation[] {
  return operations.filter((operation) => {
    if (operation.method !== "GET" || operation.parameters.some((p) => p.in === "query" && p.required))
      return false;
    const spec = doc.paths[operation.path]!.get!;
    const ok = (spec.responses as Record<string, { content?: Record<string, { schema: Schema }> }>)["200"];
    const schema = ok?.content?.["application/json"]?.schema;
    const properties = schema ? (resolve(doc, schema).properties as Schema | undefined) : undefined;
    return !!properties && "count" in properties && "results" in properties;
  });
}
