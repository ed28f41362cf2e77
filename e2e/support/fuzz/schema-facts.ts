import { resolve, type OpenApi, type Schema } from "./openapi";

/**
 * The alternatives a schema allows, flattened (anyOf/oneOf, type lists), each with one `type` at most. An object's
 * own `anyOf`/`oneOf` beside its `properties` states a rule between its fields (one of two names, a debit or a
 * credit): the object itself is the alternative, each field as its property allows it.
 */
export function alternativesOf(doc: OpenApi, input: Schema): Schema[] {
  const schema = resolve(doc, input);
  const nested = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (nested && !schema.properties) return nested.flatMap((alternative) => alternativesOf(doc, alternative));
  if (Array.isArray(schema.type)) return (schema.type as string[]).map((type) => ({ ...schema, type }));
  if (!schema.type && schema.properties) return [{ ...schema, type: "object" }];
  return [schema];
}

export const allowsAnything = (alternatives: Schema[]) =>
  alternatives.some((alternative) => !alternative.type && !alternative.enum && !("const" in alternative));

export const typesOf = (alternatives: Schema[]) =>
  new Set(
    alternatives.map((alternative) =>
      alternative.type === "integer"
        ? "number"
        : ((alternative.type as string | undefined) ?? typeof alternative.const),
    ),
  );

/** Every alternative is a string of this kind (so a value of another kind is outside the document). */
export const onlyStrings = (alternatives: Schema[], test: (schema: Schema) => boolean) => {
  const strings = alternatives.filter((alternative) => alternative.type !== "null");
  return (
    strings.length > 0 && strings.every((alternative) => alternative.type === "string" && test(alternative))
  );
};

export const isDate = (schema: Schema) => schema.format === "date" || schema.format === "date-time";
export const isUuid = (schema: Schema) => schema.format === "uuid";
export const isEnum = (schema: Schema) => Array.isArray(schema.enum) || "const" in schema;

/**
 * An object schema narrowed by one of its own `anyOf`/`oneOf` branches (`{required: [name], properties: {name:
 * {minLength: 1}}}`): the branch's required fields added, each property the branch names restated with the
 * branch's constraints on top of the object's own (a branch saying `{const: 0}` of a whole number makes it 0).
 */
export function narrowedBy(doc: OpenApi, object: Schema, branch: Schema): Schema {
  const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = object;
  const extra = resolve(doc, branch);
  const properties = { ...((rest.properties ?? {}) as Record<string, Schema>) };
  for (const [name, overlay] of Object.entries((extra.properties ?? {}) as Record<string, Schema>)) {
    const own = properties[name];
    if (!own) {
      properties[name] = overlay;
      continue;
    }
    const options = alternativesOf(doc, own).filter((option) => option.type !== "null");
    const sameType = (option: Schema) =>
      option.type === overlay.type ||
      (overlay.type === "number" && option.type === "integer") ||
      (overlay.type === "integer" && option.type === "number");
    const base = (overlay.type ? options.find(sameType) : options[0]) ?? options[0] ?? {};
    properties[name] = { ...base, ...overlay, type: overlay.type ?? base.type };
  }
  const required = [
    ...new Set([...((rest.required ?? []) as string[]), ...((extra.required ?? []) as string[])]),
  ];
  // A branch's own `not` (exactlyOneParty: the id, and then not the external id) holds too.
  return { ...rest, ...(extra.not ? { not: extra.not } : {}), properties, required };
}

/**
 * An object whose rules between fields are `allOf` entries, as one object: each entry's `anyOf`/`oneOf` (the first
 * one kept), `not`, `required` and `dependentRequired` moved onto the object itself.
 */
export function foldAllOf(doc: OpenApi, object: Schema): Schema {
  const { allOf, ...folded } = object;
  for (const entry of (allOf as Schema[]).map((item) => resolve(doc, item))) {
    for (const key of ["anyOf", "oneOf", "not"] as const)
      if (entry[key] !== undefined && folded[key] === undefined) folded[key] = entry[key];
    if (entry.required)
      folded.required = [
        ...new Set([...((folded.required ?? []) as string[]), ...(entry.required as string[])]),
      ];
    if (entry.dependentRequired)
      folded.dependentRequired = {
        ...(folded.dependentRequired as Schema),
        ...(entry.dependentRequired as Schema),
      };
  }
  return folded;
}

/** The fields a branch requires, its own nested choices' included: what makes a value match it. */
export function requiredBy(doc: OpenApi, branch: Schema): string[] {
  const schema = resolve(doc, branch);
  const nested = ((schema.anyOf ?? schema.oneOf ?? []) as Schema[]).flatMap((entry) =>
    requiredBy(doc, entry),
  );
  return [...((schema.required ?? []) as string[]), ...nested];
}

/** The object without these properties (for `oneOf`: what would make another branch match too). */
export function withoutFields(object: Schema, fields: readonly string[]): Schema {
  const properties = { ...((object.properties ?? {}) as Record<string, Schema>) };
  for (const field of fields) delete properties[field];
  const required = ((object.required ?? []) as string[]).filter((field) => !fields.includes(field));
  return { ...object, properties, required };
}
