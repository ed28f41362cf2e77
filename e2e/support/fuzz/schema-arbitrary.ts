import fc from "fast-check";
import { fieldPool, type Pools } from "./id-pools";
import { resolve, type OpenApi, type Schema } from "./openapi";
import { foldAllOf, narrowedBy, requiredBy, withoutFields } from "./schema-facts";

/**
 * fast-check arbitraries for values a JSON Schema of the OpenAPI document allows: enums, const, patterns, formats,
 * lengths, bounds, required and optional properties, anyOf/oneOf and type lists. Fields that name an id get the ids
 * of the test business (`pools`), so a valid request refers to things that exist.
 */
export interface GenerationContext {
  doc: OpenApi;
  pools: Pools;
}

/** Text a careless or hostile client sends that is still valid text: RTL, emoji, combining marks, SQL and HTML. */
const SPICY_TEXT = [
  "Ω Café Blå – 東京 🍰",
  "\u202eevil\u202c مرحبا بالعالم",
  "👩‍👩‍👧‍👦🇸🇪",
  "Robert'); DROP TABLE bills;--",
  "<script>alert(1)</script>&amp;",
  "%00%ZZ\\u0000",
  "e\u0301\u0301\u0301",
];

const MAX_ITEMS = 3;

// No U+0000 and no unpaired surrogate: the malformed families send those (docs/input-and-errors.md).
const ILL_FORMED = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const wellFormed = (text: string) => !ILL_FORMED.test(text);

function text(schema: Schema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? 60;
  const cap = Math.min(maxLength, minLength + 40);
  const plain = fc.string({ unit: cap < 12 ? "grapheme-ascii" : "grapheme", minLength, maxLength: cap });
  return fc
    .oneof({ weight: 4, arbitrary: plain }, { weight: 1, arbitrary: fc.constantFrom(...SPICY_TEXT) })
    .filter((value) => value.length >= minLength && value.length <= maxLength && wellFormed(value));
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const date = fc
  .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2999-12-31T23:59:59Z"), noInvalidDate: true })
  .map((value) => value.toISOString());

function formatted(schema: Schema): fc.Arbitrary<string> | undefined {
  switch (schema.format) {
    case "date":
      return date.map((iso) => iso.slice(0, 10));
    case "date-time":
      return fc
        .tuple(date, fc.integer({ min: -14, max: 14 }))
        .map(([iso, offset]) =>
          offset === 0 ? iso : `${iso.slice(0, 19)}${offset < 0 ? "-" : "+"}${pad(Math.abs(offset))}:00`,
        );
    case "uuid":
      return fc.uuid({ version: 4 });
    case "email": {
      // The document's pattern narrows RFC 5322 (no quoted local parts, a dotted domain): kept as stated.
      const pattern = typeof schema.pattern === "string" ? new RegExp(schema.pattern) : undefined;
      return fc
        .emailAddress()
        .filter(
          (value) =>
            value.length <= ((schema.maxLength as number) ?? 254) && (!pattern || pattern.test(value)),
        );
    }
    case "uri":
    case "url":
      return fc.webUrl();
    default:
      return undefined;
  }
}

function string(schema: Schema): fc.Arbitrary<string> {
  const byFormat = formatted(schema);
  if (byFormat) return byFormat;
  if (typeof schema.pattern === "string") {
    // fast-check cannot generate from every pattern (lookaheads): then the document's example, or plain text.
    try {
      fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      const example = (schema.examples as unknown[] | undefined)?.[0] ?? schema.example;
      return typeof example === "string" ? fc.constant(example) : text(schema);
    }
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter(
        (value) =>
          wellFormed(value) &&
          value.length >= ((schema.minLength as number) ?? 0) &&
          value.length <= ((schema.maxLength as number) ?? Infinity),
      );
  }
  return text(schema);
}

function number(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum as number | undefined;
  const exclusiveMax = schema.exclusiveMaximum as number | undefined;
  const min = (schema.minimum as number | undefined) ?? (exclusiveMin !== undefined ? exclusiveMin : -1e9);
  const max = (schema.maximum as number | undefined) ?? (exclusiveMax !== undefined ? exclusiveMax : 1e9);
  const inRange = (value: number) =>
    (exclusiveMin === undefined || value > exclusiveMin) &&
    (exclusiveMax === undefined || value < exclusiveMax);
  const step = schema.multipleOf as number | undefined;
  if (step !== undefined) {
    // Whole multiples of the step (`0.000001`: at most 6 decimals), rounded back to the step's decimals.
    const decimals = Math.max(0, -Math.floor(Math.log10(step)));
    const limit = Math.floor(Number.MAX_SAFE_INTEGER / 10);
    return fc
      .integer({ min: Math.max(Math.ceil(min / step), -limit), max: Math.min(Math.floor(max / step), limit) })
      .map((multiple) => Number((multiple * step).toFixed(decimals)))
      .filter((value) => value >= min && value <= max && inRange(value));
  }
  if (integer) {
    return fc
      .integer({
        min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER),
        max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER),
      })
      .filter(inRange);
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).filter(inRange);
}

/**
 * Objects of the schema, its rules between fields kept: `not: {required: [a, b]}` (not both: the last is left out)
 * and `dependentRequired` (a field only with another: left out without it).
 */
function object(schema: Schema, context: GenerationContext): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties))
    model[name] = arbitraryFor(property, context, name);
  const notBoth = ((schema.not as Schema | undefined)?.required ?? []) as string[];
  const dependent = (schema.dependentRequired ?? {}) as Record<string, string[]>;
  return (
    fc.record(model, { requiredKeys: [...required].filter((name) => name in model) }) as fc.Arbitrary<
      Record<string, unknown>
    >
  ).map((value) => {
    const kept = { ...value };
    // `not: {required: [a]}` leaves `a` out; `not: {required: [a, b]}` leaves out `b` when both are there.
    if (notBoth.length > 0 && notBoth.every((name) => name in kept)) delete kept[notBoth.at(-1)!];
    for (const [field, needed] of Object.entries(dependent)) {
      if (field in kept && needed.some((name) => !(name in kept))) delete kept[field];
    }
    return kept;
  });
}

function ofType(
  type: string,
  schema: Schema,
  context: GenerationContext,
  name: string,
): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return string(schema);
    case "integer":
      return number(schema, true);
    case "number":
      return number(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const items = (schema.items ?? {}) as Schema;
      const minLength = (schema.minItems as number | undefined) ?? 0;
      const maxLength = Math.max(
        minLength,
        Math.min((schema.maxItems as number | undefined) ?? MAX_ITEMS, MAX_ITEMS),
      );
      const values = arbitraryFor(items, context, name);
      return schema.uniqueItems
        ? fc.uniqueArray(values, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
        : fc.array(values, { minLength, maxLength });
    }
    case "object":
      return object(schema, context);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values `schema` allows; `name` is the property or parameter that holds them (for ids). */
export function arbitraryFor(input: Schema, context: GenerationContext, name = ""): fc.Arbitrary<unknown> {
  const schema = resolve(context.doc, input);
  const ids = fieldPool(context.pools, name);
  if (ids && JSON.stringify(schema).includes('"string"')) {
    const id = fc.constantFrom(...ids);
    return name.endsWith("_ids") && JSON.stringify(schema).includes('"array"')
      ? fc.array(id, { minLength: 1, maxLength: 2 })
      : id;
  }
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  // An object's rules may come as `allOf` entries (one name of several, and not two limits): folded into the object.
  if (Array.isArray(schema.allOf) && schema.properties)
    return arbitraryFor(foldAllOf(context.doc, schema), context, name);
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  // An object's own branches are rules between its fields: each branch narrows the object (schema-facts.ts).
  if (alternatives && schema.properties) {
    const exclusive = schema.oneOf !== undefined;
    return fc.oneof(
      ...alternatives.map((branch, index) => {
        const narrowed = narrowedBy(context.doc, schema, branch);
        if (!exclusive) return object(narrowed, context);
        // oneOf: exactly one branch matches, so what the other branches require is left out.
        const own = new Set(requiredBy(context.doc, branch));
        const others = alternatives
          .filter((_, other) => other !== index)
          .flatMap((other) => requiredBy(context.doc, other))
          .filter((field) => !own.has(field));
        return object(withoutFields(narrowed, others), context);
      }),
    );
  }
  if (alternatives)
    return fc.oneof(...alternatives.map((alternative) => arbitraryFor(alternative, context, name)));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...(schema.type as string[]).map((type) => ofType(type, schema, context, name)));
  }
  if (typeof schema.type === "string") return ofType(schema.type, schema, context, name);
  if (schema.properties) return object(schema, context);
  return fc.jsonValue({ maxDepth: 2 });
}
