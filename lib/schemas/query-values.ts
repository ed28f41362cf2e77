import { z } from "zod";
import { commaSeparated } from "./comma-list";

/** `true` or `false` in a query string; anything else is 400. */
export const booleanQuerySchema = z
  .enum(["true", "false"], { error: "Must be true or false." })
  .transform((value) => value === "true");

/**
 * A query value read as a number only when written as `written` says; anything else goes to `schema` as the string
 * it is and is refused there. The document shows `schema` (its type, bounds and default): only the string-to-number
 * step is hidden. `z.coerce.number()` would also take `0x10`, ` 7`, `Infinity` and an empty value (as 0).
 */
const numberQuery =
  (written: RegExp) =>
  <T extends z.ZodType>(schema: T) =>
    z.preprocess(
      (value) => (typeof value === "string" && written.test(value) ? Number(value) : value),
      schema,
    );

/** A whole number in a query string: digits only, as the document's `type: integer` says (`1e3` is refused). */
export const wholeNumberQuery = numberQuery(/^-?\d+$/);

/** A number in a query string, written as JSON writes one (`-12.5`, `1e-7`), as the document's `type: number` says. */
export const decimalQuery = numberQuery(/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/);

/** A whole number of cents in a query string (`min_amount=1500`). */
export const centsQuerySchema = wholeNumberQuery(
  z
    .number({ error: "Must be a whole number of cents." })
    .int("Must be a whole number of cents.")
    .min(0, "Must be 0 or more.")
    .max(Number.MAX_SAFE_INTEGER, "Too large."),
);

export interface OrderingTerm<F extends string> {
  field: F;
  isDescending: boolean;
}

/**
 * `ordering=-completed_at,created_at`: one or more of `fields`, each optionally prefixed with `-` for descending. An
 * unknown or repeated field is 400 on the parameter.
 */
export function orderingSchema<const F extends readonly [string, ...string[]]>(fields: F) {
  const allowed = new Set<string>(fields);
  return z
    .string()
    .meta(
      commaSeparated(`Comma-separated: ${fields.join(", ")}; a leading "-" sorts descending.`, {
        items: { type: "string", enum: fields.flatMap((field) => [field, `-${field}`]) },
        uniqueItems: true,
      }),
    )
    .transform((value, context) => {
      const terms = value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => ({ field: part.replace(/^-/, ""), isDescending: part.startsWith("-") }));
      const unknown = terms.filter((term) => !allowed.has(term.field)).map((term) => `"${term.field}"`);
      const isRepeated = new Set(terms.map((term) => term.field)).size !== terms.length;
      if (terms.length === 0 || unknown.length > 0 || isRepeated) {
        context.addIssue({
          code: "custom",
          message: `${unknown.length ? `Unknown field ${unknown.join(", ")}; e` : isRepeated ? "A field is repeated; e" : "E"}xpected one or more of: ${fields.join(", ")}, each optionally prefixed with "-".`,
        });
        return z.NEVER;
      }
      return terms as OrderingTerm<F[number]>[];
    });
}

/** One or more comma-separated free-text values (`reference_numbers=R-1,R-2`). */
export const textListQuerySchema = z
  .string()
  .meta(commaSeparated("One or more values, comma-separated.", { items: { type: "string", minLength: 1 } }))
  .transform((value, context) => {
    const parts = value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts.length === 0) {
      context.addIssue({ code: "custom", message: "Must be one or more comma-separated values." });
      return z.NEVER;
    }
    return parts;
  });
