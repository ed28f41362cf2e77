import fc from "fast-check";
import { fieldPool, pathParameterPool, type Pools } from "./id-pools";
import { resolve, type OpenApi, type Operation, type Schema } from "./openapi";
import type { FuzzRequest } from "./requests";
import { allowsAnything, alternativesOf, isDate, isEnum, isUuid, onlyStrings, typesOf } from "./schema-facts";

/**
 * Bounded families of requests outside the document, built from one valid request: each must be refused with a 4xx
 * in the documented error shape and store nothing.
 */
export interface MalformedCase {
  family: string;
  name: string;
  request: FuzzRequest;
}

/**
 * Ids of the same kinds from other businesses: one of the same partner (a bill of business B named in a request to
 * business A), one of another partner. A partner may act on all its businesses, so a `business_id` only counts as
 * another tenant's when another partner owns it.
 */
export interface OtherTenants {
  samePartner: Pools;
  otherPartner: Pools;
}

function otherTenantIds(others: OtherTenants, name: string, template?: string): [string, string][] {
  const sources: [string, Pools][] = [["another partner's business", others.otherPartner]];
  if (name !== "business_id") sources.unshift(["the same partner's other business", others.samePartner]);
  return sources.flatMap(([label, pools]) => {
    const byPath = template ? pathParameterPool(pools, template, name) : [];
    const id = (byPath.length > 0 ? byPath : (fieldPool(pools, name) ?? []))[0];
    return id ? [[label, id] as [string, string]] : [];
  });
}

const NUL = "fuzz\u0000text";
const LONE_SURROGATE = "fuzz\ud800text";
const BAD_DATES = ["0000-01-01", "0001-01-01", "0080-08-22", "2024-02-30", "3000-01-01", "2025-13-01"];
const BAD_UUIDS = [
  "not-a-uuid",
  "123e4567-e89b-12d3-a456-42661417400",
  "{00000000-0000-0000-0000-000000000000}",
];
/**
 * Strings tried against a patterned field (a country code, a currency, a decimal string, an e-mail): those its
 * pattern refuses are sent. "Sweden" and "SWE" where a two-letter ISO code is expected once got a 500.
 */
const PATTERN_BREAKERS = ["Sweden", "SWE", "x y z!", "1.2.3", "-"];

/** The breakers that no alternative's pattern accepts (each alternative a patterned string). */
function patternBreakers(alternatives: Schema[]): string[] {
  const strings = alternatives.filter((alternative) => alternative.type !== "null");
  if (
    !onlyStrings(
      strings,
      (schema) => typeof schema.pattern === "string" && !isDate(schema) && !isUuid(schema),
    )
  )
    return [];
  const patterns = strings.map((schema) => new RegExp(schema.pattern as string, "u"));
  return PATTERN_BREAKERS.filter((value) => patterns.every((pattern) => !pattern.test(value)));
}

/** A value of each JSON type, sent where the document allows other types only. */
const OF_TYPE: Record<string, unknown> = {
  string: "a string",
  number: 12345,
  boolean: true,
  array: ["an", "array"],
  object: { an: "object" },
  null: null,
};
/** JSON text of an array nested this deep: 10 kB for 5,000 levels, under every size limit. */
const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
/** The body's JSON with `metadata` nested `depth` deep (as text: JSON.stringify itself would recurse that deep). */
const withDeepMetadata = (body: unknown, depth: number) =>
  JSON.stringify({ ...(body as object), metadata: "__deep__" }).replace('"__deep__"', deep(depth));

/** Values `schema` (a field's) does not allow, each named for the report. */
function badValues(
  doc: OpenApi,
  schema: Schema,
  field: string,
  others: OtherTenants,
  form: boolean,
): [string, unknown][] {
  const alternatives = alternativesOf(doc, schema);
  const values: [string, unknown][] = [];
  const types = typesOf(alternatives);
  if (!allowsAnything(alternatives) && !form) {
    for (const [type, value] of Object.entries(OF_TYPE)) {
      if (!types.has(type)) values.push([`wrong type (${type})`, value]);
    }
  }
  if (types.has("string") || allowsAnything(alternatives)) {
    values.push(["NUL", NUL]);
    if (!form) values.push(["lone surrogate", LONE_SURROGATE]);
  }
  const strings = alternatives.filter((alternative) => alternative.type === "string");
  const maxLength = Math.max(
    ...strings.map((alternative) => (alternative.maxLength as number | undefined) ?? Infinity),
  );
  if (onlyStrings(alternatives, () => true) && Number.isFinite(maxLength)) {
    values.push([`longer than ${maxLength}`, "x".repeat(maxLength + 1)]);
  }
  if (onlyStrings(alternatives, isEnum)) values.push(["bad enum", "not_a_documented_value"]);
  for (const value of patternBreakers(alternatives)) values.push([`breaks pattern ${value}`, value]);
  if (onlyStrings(alternatives, isDate))
    for (const date of BAD_DATES) values.push([`bad date ${date}`, date]);
  if (onlyStrings(alternatives, isUuid)) {
    for (const uuid of BAD_UUIDS) values.push([`bad uuid ${uuid}`, uuid]);
    for (const [label, id] of otherTenantIds(others, field))
      values.push([`other tenant's id (${label})`, id]);
  }
  const numbers = alternatives.filter(
    (alternative) => alternative.type === "integer" || alternative.type === "number",
  );
  if (numbers.length > 0 && !types.has("string")) {
    const min = Math.min(
      ...numbers.map((alternative) => (alternative.minimum as number | undefined) ?? -Infinity),
    );
    const max = Math.max(
      ...numbers.map((alternative) => (alternative.maximum as number | undefined) ?? Infinity),
    );
    if (Number.isFinite(min)) values.push([`below minimum ${min}`, min - 1]);
    if (Number.isFinite(max))
      values.push([`above maximum ${max}`, max >= Number.MAX_SAFE_INTEGER ? 1e300 : max + 1]);
    if (numbers.every((alternative) => alternative.type === "integer")) values.push(["not an integer", 1.5]);
  }
  return values;
}

/** Each leaf of `value` with its schema: [path, schema, parent, key]. Descends into objects and first array items. */
function leaves(doc: OpenApi, schema: Schema, value: unknown, path: string[] = []): [string[], Schema][] {
  const found: [string[], Schema][] = [];
  if (path.length > 0) found.push([path, schema]);
  if (path.length >= 4 || value === null || typeof value !== "object") return found;
  const alternatives = alternativesOf(doc, schema);
  if (Array.isArray(value)) {
    const items = alternatives.find((alternative) => alternative.type === "array")?.items as
      Schema | undefined;
    if (items && value.length > 0) found.push(...leaves(doc, items, value[0], [...path, "0"]));
    return found;
  }
  const objectSchema = alternatives.find((alternative) => alternative.properties);
  const properties = (objectSchema?.properties ?? {}) as Record<string, Schema>;
  for (const [key, property] of Object.entries(properties)) {
    if (key in (value as object))
      found.push(...leaves(doc, property, (value as Record<string, unknown>)[key], [...path, key]));
    else if (path.length === 0) found.push([[key], property]);
  }
  return found;
}

const withValue = (body: unknown, path: string[], value: unknown): unknown => {
  const copy = structuredClone(body) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path.at(-1)!] = value;
  return copy;
};

const withoutKey = (body: Record<string, unknown>, key: string) => {
  const { [key]: _removed, ...rest } = body;
  return rest;
};

function bodyCases(
  operation: Operation,
  doc: OpenApi,
  base: FuzzRequest,
  others: OtherTenants,
): MalformedCase[] {
  const body = operation.body;
  if (!body) return [];
  const form = body.mediaType !== "application/json";
  const cases: MalformedCase[] = [];
  const add = (family: string, name: string, request: Partial<FuzzRequest>) =>
    cases.push({ family, name, request: { ...base, ...request } });
  if (!form) {
    add("malformed body", "not JSON", { body: '{"a": ' });
    add("malformed body", "JSON null", { body: "null" });
    add("malformed body", "a JSON array", { body: "[]" });
    add("malformed body", "a JSON number", { body: "42" });
    add("malformed body", "text/plain", { body: JSON.stringify(base.body), contentType: "text/plain" });
    add("oversized body", "over 1 MiB", {
      body: JSON.stringify({ ...(base.body as object), padding: "x".repeat(1_100_000) }),
    });
    add("deep nesting", "metadata 5,000 levels", { body: withDeepMetadata(base.body, 5000) });
    add("deep nesting", "the body itself 5,000 levels", { body: deep(5000) });
  }
  const schema = resolve(doc, body.schema);
  for (const key of (schema.required ?? []) as string[]) {
    add("missing required", key, { body: withoutKey(base.body as Record<string, unknown>, key) });
  }
  for (const [path, fieldSchema] of leaves(doc, body.schema, base.body)) {
    for (const [name, value] of badValues(doc, fieldSchema, path.at(-1)!, others, form)) {
      add(familyOf(name), `${path.join(".")}: ${name}`, { body: withValue(base.body, path, value) });
    }
  }
  return cases;
}

const familyOf = (name: string) =>
  name.startsWith("breaks pattern")
    ? "breaks pattern"
    : name.replace(/ \(.*| [0-9{].*|longer than.*/, (m) => (m.startsWith("longer") ? "too long" : ""));

function queryCases(operation: Operation, doc: OpenApi, base: FuzzRequest): MalformedCase[] {
  const cases: MalformedCase[] = [];
  for (const parameter of operation.parameters.filter((p) => p.in === "query")) {
    // An other tenant's id in a filter finds nothing (200): that is not a refusal case.
    const bad = badValues(
      doc,
      parameter.schema,
      parameter.name,
      { samePartner: new Map(), otherPartner: new Map() },
      true,
    );
    const alternatives = alternativesOf(doc, parameter.schema);
    if (alternatives.every((alternative) => alternative.type === "integer")) {
      bad.push(
        ["pagination: not a number", "abc"],
        ["huge", "99999999999999999999"],
        ["empty", ""],
        ["exponent", "1e3"],
      );
    }
    if (alternatives.every((alternative) => alternative.type === "boolean"))
      bad.push(["not a boolean", "maybe"]);
    for (const [name, value] of bad) {
      cases.push({
        family: `query ${familyOf(name)}`,
        name: `${parameter.name}: ${name}`,
        request: { ...base, query: { ...base.query, [parameter.name]: String(value) } },
      });
    }
  }
  return cases;
}

function pathCases(operation: Operation, base: FuzzRequest, others: OtherTenants): MalformedCase[] {
  const cases: MalformedCase[] = [];
  const names = [...operation.path.matchAll(/\{([a-z_]+)\}/g)].map((match) => match[1]!);
  const segments = base.path.split("/");
  const templateSegments = operation.path.split("/");
  for (const name of names) {
    const index = templateSegments.indexOf(`{${name}}`);
    const replace = (value: string) =>
      segments.map((segment, at) => (at === index ? value : segment)).join("/");
    for (const bad of ["not-a-uuid", "%00", "1'%20OR%20'1'='1"]) {
      cases.push({
        family: "bad path id",
        name: `${name}: ${bad}`,
        request: { ...base, path: replace(bad) },
      });
    }
    for (const [label, id] of otherTenantIds(others, name, operation.path)) {
      cases.push({
        family: "other tenant's id",
        name: `${name}: ${label}`,
        request: { ...base, path: replace(id) },
      });
    }
  }
  return cases;
}

/**
 * The malformed requests for one operation, at most `limit`: one of each family first (NUL, lone surrogate, bad date,
 * deep nesting…), then a seeded sample of the rest.
 */
export function malformedCases(
  operation: Operation,
  doc: OpenApi,
  base: FuzzRequest,
  others: OtherTenants,
  limit: number,
  seed: number,
): MalformedCase[] {
  const all = [
    ...pathCases(operation, base, others),
    ...queryCases(operation, doc, base),
    ...bodyCases(operation, doc, base, others),
  ];
  if (all.length <= limit) return all;
  const [shuffled] = fc.sample(fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }), {
    seed,
    numRuns: 1,
  });
  const families = new Set<string>();
  const firsts = shuffled!.filter((item) => !families.has(item.family) && families.add(item.family));
  const rest = shuffled!.filter((item) => !firsts.includes(item));
  return [...firsts, ...rest].slice(0, Math.max(limit, firsts.length));
}
