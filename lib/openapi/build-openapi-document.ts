import { z } from "zod";
import { ALL_ENDPOINTS } from "../contracts";
import type { Endpoint } from "../http/endpoint";
import { isRequestBodyRequired } from "../http/request-body-requirement";
import { COMMA_SEPARATED, type CommaSeparatedItems } from "../schemas/comma-list";
import { TAG_DESCRIPTIONS } from "./tag-descriptions";
import { documentTrimmedText } from "./trimmed-text";

type JsonSchema = Record<string, unknown>;

/**
 * Turns one zod schema into JSON Schema 2020-12 (what OpenAPI 3.1 uses), moving named schemas (`.meta({ id })`) into
 * `components.schemas` so they appear once.
 */
function toSchema(
  schema: z.ZodType,
  io: "input" | "output",
  components: Record<string, JsonSchema>,
): JsonSchema {
  const converted = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    reused: "inline",
    override: documentTrimmedText,
  }) as JsonSchema;
  const { $schema: _ignored, $defs, ...rest } = converted;
  for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
    components[id] = relink(def);
  }
  return relink(rest);
}

const relink = (schema: JsonSchema): JsonSchema =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/$defs/', '"#/components/schemas/'));

function parameters(endpoint: Endpoint, components: Record<string, JsonSchema>) {
  const list: JsonSchema[] = [];
  for (const [location, schema] of [
    ["path", endpoint.params],
    ["query", endpoint.query],
  ] as const) {
    if (!schema) continue;
    const objectSchema = toSchema(schema, "input", components);
    const properties = (objectSchema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((objectSchema.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      const { description, [COMMA_SEPARATED]: commaList, ...propertySchema } = property;
      list.push({
        name,
        in: location,
        required: location === "path" || (required.has(name) && !("default" in property)),
        ...(description ? { description } : {}),
        ...(commaList ? commaListParameter(commaList as CommaSeparatedItems) : { schema: propertySchema }),
      });
    }
  }
  return list;
}

/** A comma-separated query value as the array a generated client serializes that way (`?status=a,b`). */
function commaListParameter({ items, uniqueItems }: CommaSeparatedItems) {
  return {
    style: "form",
    explode: false,
    schema: { type: "array", minItems: 1, ...(uniqueItems ? { uniqueItems } : {}), items },
  };
}

const SECURITY: Record<Endpoint["auth"], JsonSchema[]> = {
  partner_credentials: [{ partnerCredentials: [] }],
  partner: [{ partnerToken: [] }],
  business: [{ partnerToken: [] }, { businessToken: [] }],
};

function operation(endpoint: Endpoint, components: Record<string, JsonSchema>) {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, spec] of Object.entries(endpoint.responses)) {
    const content: Record<string, JsonSchema> = {};
    if (spec.schema) {
      content["application/json"] = {
        schema: toSchema(spec.schema, "output", components),
        ...(spec.examples ? { examples: spec.examples } : {}),
      };
    }
    if (status === "200" && endpoint.csv) {
      content["text/csv"] = { schema: { type: "string", description: endpoint.csv.description } };
    }
    responses[status] = {
      description: spec.description,
      ...(Object.keys(content).length > 0 ? { content } : {}),
    };
  }
  const mediaType = endpoint.bodyFormat === "form" ? "application/x-www-form-urlencoded" : "application/json";
  const documentedBody = endpoint.documentedBody ?? endpoint.body;
  const bodySchema = documentedBody ? toSchema(documentedBody, "input", components) : undefined;
  const bodyExamples = endpoint.bodyExamples ? { examples: endpoint.bodyExamples } : {};
  const isBodyRequired = isRequestBodyRequired(endpoint);
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [endpoint.tag],
    security: SECURITY[endpoint.auth],
    parameters: parameters(endpoint, components),
    ...(bodySchema
      ? {
          requestBody: {
            required: isBodyRequired,
            content: { [mediaType]: { schema: bodySchema, ...bodyExamples } },
          },
        }
      : {}),
    responses,
  };
}

export function buildOpenApiDocument(endpoints: readonly Endpoint[] = ALL_ENDPOINTS) {
  const components: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint, components);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Platform API",
      version: "1.0.0",
      description:
        "Multi-tenant accounting API. Errors are `{error, error_code, details}`; every response carries " +
        "X-Request-Id; lists return `{count, page_info, results}`. `/v1/` changes are additive only. Every id in a " +
        "path is a UUID (its parameter has format uuid and a pattern), so a literal segment such as `payments` in " +
        "`/bills/payments/{payment_id}/` never matches `{bill_id}`: concrete segments match first (OpenAPI 3.1).",
    },
    servers: [{ url: "/" }],
    tags: [...new Set(endpoints.map((endpoint) => endpoint.tag))].map((name) => ({
      name,
      ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}),
    })),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        partnerCredentials: { type: "http", scheme: "basic", description: "Partner UUID and API key." },
        partnerToken: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "Partner-scoped token.",
        },
        businessToken: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "Business-scoped token.",
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
