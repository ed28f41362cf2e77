import type { z } from "zod";
import { ApiError, type ErrorDetails } from "./api-error";

/** Turns zod issues into the `details` map: field path → messages, `location` standing in for the root. */
export function issuesToDetails(issues: readonly z.core.$ZodIssue[], location: string): ErrorDetails {
  const details: ErrorDetails = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : location;
    (details[key] ??= []).push(issue.message);
  }
  return details;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, location: string): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw ApiError.validation(
      issuesToDetails(result.error.issues, location),
      `The request ${location} is not valid.`,
    );
  }
  return result.data;
}

/**
 * Query strings as a plain object: the first value of each name (comma lists stay one string), except for the names
 * an endpoint lets repeat (`?categorization_status=pending&categorization_status=manual_review`), whose values are
 * joined by commas as if sent as one comma list.
 */
export function queryToObject(
  searchParams: URLSearchParams,
  repeatable: readonly string[] = [],
): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of searchParams) {
    if (!(name in query)) query[name] = value;
    else if (repeatable.includes(name)) query[name] = `${query[name]},${value}`;
  }
  return query;
}
