type JsonSchema = Record<string, unknown>;

/**
 * A JSON Schema as an indented field list: name, type, required, description. A recursive schema (an account's
 * `sub_accounts` are accounts) is expanded once: a component already open above is named, not expanded again.
 */
export function SchemaView({
  schema,
  components,
  open = new Set<string>(),
}: {
  schema: JsonSchema;
  components: Record<string, JsonSchema>;
  open?: ReadonlySet<string>;
}) {
  const resolved = resolve(schema, components);
  const inside = new Set(open);
  const own = refName(schema);
  if (own) inside.add(own);
  const properties = resolved.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return <code className="text-sm">{typeLabel(resolved, components)}</code>;
  const required = new Set((resolved.required as string[] | undefined) ?? []);
  return (
    <ul className="ml-4 space-y-1 text-sm">
      {Object.entries(properties).map(([name, property]) => {
        const child = resolve(property, components);
        const items = child.items ? resolve(child.items as JsonSchema, components) : undefined;
        const nestedRef = refName(property) ?? (child.items ? refName(child.items as JsonSchema) : undefined);
        const isRecursive = nestedRef !== undefined && inside.has(nestedRef);
        const nested = isRecursive
          ? undefined
          : child.properties
            ? child
            : items?.properties
              ? items
              : undefined;
        return (
          <li key={name}>
            <code className="font-semibold">{name}</code>{" "}
            <span className="text-slate-600">{typeLabel(child, components)}</span>
            {required.has(name) ? <span className="ml-1 text-xs text-red-700">required</span> : null}
            {child.description ? (
              <span className="ml-2 text-slate-700">— {String(child.description)}</span>
            ) : null}
            {isRecursive ? <span className="ml-2 text-slate-600">(each a {nestedRef}, as above)</span> : null}
            {nested ? (
              <SchemaView
                schema={nestedRef ? { $ref: `#/components/schemas/${nestedRef}` } : nested}
                components={components}
                open={inside}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function refName(schema: JsonSchema): string | undefined {
  const ref = schema.$ref as string | undefined;
  return ref?.split("/").pop();
}

function resolve(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  const ref = schema.$ref as string | undefined;
  return ref ? (components[ref.split("/").pop()!] ?? schema) : schema;
}

function typeLabel(schema: JsonSchema, components: Record<string, JsonSchema>): string {
  if (schema.enum) return (schema.enum as unknown[]).map((v) => JSON.stringify(v)).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) return variants.map((v) => typeLabel(resolve(v, components), components)).join(" | ");
  if (schema.type === "array" && schema.items) {
    return `array of ${typeLabel(resolve(schema.items as JsonSchema, components), components)}`;
  }
  const format = schema.format ? ` (${String(schema.format)})` : "";
  return `${Array.isArray(schema.type) ? schema.type.join(" | ") : String(schema.type ?? "any")}${format}`;
}
