/** Whether a pair of range parameters is in order; date-times compare as instants, amounts as numbers. */
export function isOrderedRange(start: unknown, end: unknown): boolean {
  if (start === undefined || end === undefined) return true;
  return typeof start === "number" && typeof end === "number"
    ? start <= end
    : Date.parse(String(start)) <= Date.parse(String(end));
}

/** `.refine(...rangeRefinement("min_amount", "max_amount"))`: a start after its end is 400 on the end parameter. */
export function rangeRefinement(
  start: string,
  end: string,
): [(query: Record<string, unknown>) => boolean, { path: string[]; message: string }] {
  return [
    (query) => isOrderedRange(query[start], query[end]),
    { path: [end], message: `Must be at or after ${start}.` },
  ];
}
