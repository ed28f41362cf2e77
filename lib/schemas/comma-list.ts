import { z } from "zod";

/**
 * A query parameter holding one or more comma-separated values of an enumeration (`?source=bill,invoice`). An
 * unknown value is reported on the parameter itself, not on an index inside it, since the caller sent one string.
 */
export function commaListSchema<const T extends readonly [string, ...string[]]>(values: T) {
  const allowed = new Set<string>(values);
  const description = `One or more of ${values.join(", ")}, comma-separated.`;
  return z
    .string()
    .meta({ description })
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
