import { ApiError } from "./api-error";

/**
 * How deep a request's JSON may nest. The deepest document the API defines is four levels (a bill's line's tax);
 * metadata gets room beyond that. Deeper JSON is refused here, before anything walks it recursively (zod, the
 * metadata size check, the audit trail's copy of the body, a jsonb column, a serializer), so none of them can
 * overflow the stack or PostgreSQL's own nesting limit.
 */
export const MAX_JSON_DEPTH = 32;

// U+0000 (PostgreSQL refuses it in text and jsonb) and UTF-16 surrogates without their other half (not text at all:
// a jsonb column refuses them, a text column would silently get U+FFFD). The regex works on code units, not code
// points, so it sees a lone half.
const ILL_FORMED = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isWellFormedText = (text: string): boolean => !ILL_FORMED.test(text);

export interface InputProblem {
  /** Field path as validation errors name it (`line_items.0.description`); `location` for the root itself. */
  path: string;
  message: string;
}

const NOT_TEXT = "Must not contain U+0000 or an unpaired UTF-16 surrogate.";
const KEY_NOT_TEXT = "A property name here contains U+0000 or an unpaired UTF-16 surrogate.";

/**
 * The first string (value or property name) that is not well-formed text, or the first value nested deeper than
 * MAX_JSON_DEPTH, in any JSON-like value. Iterative, so no input can exhaust the stack of the check itself.
 */
export function findInputProblem(value: unknown, location: string): InputProblem | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  const at = (path: string[]) => (path.length ? path.join(".") : location);
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === "string") {
      if (!isWellFormedText(current)) return { path: at(path), message: NOT_TEXT };
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    if (path.length >= MAX_JSON_DEPTH) {
      return { path: at(path.slice(0, 1)), message: `Nested more than ${MAX_JSON_DEPTH} levels deep.` };
    }
    const entries: [string, unknown][] = Array.isArray(current)
      ? current.map((item, index) => [String(index), item])
      : Object.entries(current);
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index]!;
      // Checked before the key joins a path, so every path named in an error is printable.
      if (!isWellFormedText(key)) return { path: at(path), message: KEY_NOT_TEXT };
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}

/** 400 `validation_error` naming the field, for the first problem findInputProblem sees. */
export function assertWellFormedInput(value: unknown, location: string): void {
  const problem = findInputProblem(value, location);
  if (problem) {
    throw ApiError.validation({ [problem.path]: [problem.message] }, `The request ${location} is not valid.`);
  }
}
