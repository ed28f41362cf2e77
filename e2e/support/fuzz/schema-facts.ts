import { resolve, type OpenApi, type Schema } from "./openapi";

/** The alternatives a schema allows, flattened (anyOf/oneOf, type lists), each with one `type` at most. */
export function alternativesOf(doc: OpenApi, input: Schema): Schema[] {
  const schema = resolve(doc, input);
  const nested = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (nested) return nested.flatMap((alternative) => alternativesOf(doc, alternative));
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
