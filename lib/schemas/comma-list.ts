import { z } from "zod";

/**
 * Marks a query parameter sent as one comma-separated string: the OpenAPI document shows it as an array of `items`
 * with `style: form, explode: false` (lib/openapi/build-openapi-document.ts), which is exactly how generated clients
 * serialize an array (`?status=paid,overdue`), so each item's enum or format is stated as such.
 */
export const COMMA_SEPARATED = "x-comma-separated";

export interface CommaSeparatedItems {
  items: Record<string, unknown>;
  uniqueItems?: boolean;
}

export const commaSeparated = (description: string, list: CommaSeparatedItems) => ({
  description,
  [COMMA_SEPARATED]: list,
});

/**
 * A query parameter holding one or more comma-separated values of an enumeration (`?source=bill,invoice`). An
 * unknown value is reported on the parameter itself, not on an index inside it, since the caller sent one string.
 */
export function commaListSchema<const T extends readonly [string, ...string[]]>(values: T) {
  const allowed = new Set<string>(values);
  const description = `One or more of ${values.join(", ")}, comma-separated.`;
  return z
    .string()
    .meta(commaSeparated(description, { items: { type: "string", enum: [...values] } }))
    .transform((value, context) => {
      const parts = value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean);
      const unknown = parts.filter((part) => !allowed.has(part));
      if (parts.length === 0 || unknown.length > 0) {
        context.addIssue({
          code: "custom",
          message: `Unknown value ${unknown.map((v) => `"${v}"`).join(", ") || "(empty)"}; expected one or more of: ${values.join(", ")}.`,
        });
        return z.NEVER;
      }
      return parts as T[number][];
    });
}
