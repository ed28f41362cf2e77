import type { z } from "zod";

type Check = { _zod: { def: { check?: string; tx?: (value: unknown) => unknown; minimum?: number } } };

/** Whether a check rewrites a string as `.trim()` does: told by what it does, not by how it is written. */
const trims = (check: Check) =>
  check._zod.def.check === "overwrite" && check._zod.def.tx?.(" \t text \n") === "text";

/**
 * A pattern saying what a trimmed string with a least length holds: `minimum` characters from its first non-space
 * character to its last. JSON Schema's minLength counts the spaces too, so `"   "` would be valid by the document
 * alone while the API refuses it once trimmed (`Must not be empty.`).
 */
const patternOfTrimmed = (minimum: number) => (minimum === 1 ? "\\S" : `\\S[\\s\\S]{${minimum - 2},}\\S`);

/**
 * zod's JSON Schema override (z.toJSONSchema's `override`): a string schema that trims before its least length gets
 * the pattern that states it, unless the schema names a pattern of its own.
 */
export function documentTrimmedText({
  zodSchema,
  jsonSchema,
}: {
  zodSchema: z.core.$ZodTypes;
  jsonSchema: Record<string, unknown>;
}): void {
  if (zodSchema._zod.def.type !== "string" || jsonSchema.pattern !== undefined) return;
  const checks = ((zodSchema._zod.def as { checks?: Check[] }).checks ?? []) as Check[];
  const trimAt = checks.findIndex(trims);
  if (trimAt < 0) return;
  const least = checks
    .slice(trimAt + 1)
    .filter((check) => check._zod.def.check === "min_length")
    .reduce((most, check) => Math.max(most, check._zod.def.minimum ?? 0), 0);
  if (least > 0) jsonSchema.pattern = patternOfTrimmed(least);
}
