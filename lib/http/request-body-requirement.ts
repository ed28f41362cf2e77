import type { Endpoint } from "./endpoint";

const cache = new WeakMap<Endpoint, boolean>();

/**
 * Whether an operation's request body must be sent, as the OpenAPI document says and the route enforces: a PUT or
 * PATCH replaces or changes the resource by what it sends, so an empty one is 400; another body is required exactly
 * when `{}` (what an empty body is read as) fails its schema, and otherwise may be left out.
 */
export function isRequestBodyRequired(endpoint: Endpoint): boolean {
  if (!endpoint.body) return false;
  if (endpoint.method === "PUT" || endpoint.method === "PATCH") return true;
  let isRequired = cache.get(endpoint);
  if (isRequired === undefined) {
    isRequired = !endpoint.body.safeParse({}).success;
    cache.set(endpoint, isRequired);
  }
  return isRequired;
}
