import { expect } from "@playwright/test";

/**
 * A documented field's type, checked against a response (extensions.md's tables): a checker returns a complaint or
 * undefined. `expectShape` reports every complaint of an object at once, naming the field's path.
 */
export type Check = (value: unknown, path: string) => string[];

const typeOf = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);
const complain = (path: string, expected: string, value: unknown) => [
  `${path}: expected ${expected}, got ${JSON.stringify(value)?.slice(0, 80)}`,
];

const primitive =
  (expected: string, test: (value: unknown) => boolean): Check =>
  (value, path) =>
    test(value) ? [] : complain(path, expected, value);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const uuid = primitive("UUID", (v) => typeof v === "string" && UUID.test(v));
export const str = primitive("string", (v) => typeof v === "string");
export const int = primitive("integer", (v) => Number.isInteger(v));
export const num = primitive("number", (v) => typeof v === "number");
export const bool = primitive("boolean", (v) => typeof v === "boolean");
export const date = primitive("date", (v) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v));
export const dateTime = primitive("date-time", (v) => typeof v === "string" && !Number.isNaN(Date.parse(v)));
export const anything: Check = () => [];
export const oneOf =
  (values: readonly unknown[]): Check =>
  (value, path) =>
    values.includes(value) ? [] : complain(path, `one of ${values.join(", ")}`, value);
export const nullable =
  (check: Check): Check =>
  (value, path) =>
    value === null ? [] : check(value, path);
export const arrayOf =
  (check: Check): Check =>
  (value, path) =>
    Array.isArray(value)
      ? value.flatMap((item, i) => check(item, `${path}[${i}]`))
      : complain(path, "array", value);

export type Shape = Record<string, Check>;
export const object =
  (shape: Shape): Check =>
  (value, path) => {
    if (typeOf(value) !== "object") return complain(path, "object", value);
    const record = value as Record<string, unknown>;
    return Object.entries(shape).flatMap(([key, check]) =>
      key in record ? check(record[key], `${path}.${key}`) : [`${path}.${key}: missing`],
    );
  };

/** The standard paginated envelope around items of `item`. */
export const page = (item: Check): Check =>
  object({
    count: int,
    page_info: object({ total_count: int, current_page: int, total_pages: int, page_size: int }),
    results: arrayOf(item),
  });

export function expectShape(value: unknown, check: Check, what: string) {
  expect(check(value, what)).toEqual([]);
}
