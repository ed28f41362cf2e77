import { z } from "zod";
import type { Endpoint } from "./endpoint";

const cache = new WeakMap<Endpoint, boolean>();

/**
 * Whether an operation's request body must be sent, as the OpenAPI document says and the route enforces: a PUT or
 * PATCH replaces or changes the resource by what it sends, so an empty one is 400; another body is required when it
 * has a required field (an empty one fails on those fields), and otherwise may be left out entirely (read as `{}`).
 */
export function isRequestBodyRequired(endpoint: Endpoint): boolean {
  if (!endpoint.body) return false;
  if (endpoint.method === "PUT" || endpoint.method === "PATCH") return true;
  let isRequired = cache.get(endpoint);
  if (isRequired === undefined) {
    const schema = z.toJSONSchema(endpoint.body, { io: "input", unrepresentable: "any" }) as {
      required?: string[];
    };
    isRequired = (schema.required?.length ?? 0) > 0;
    cache.set(endpoint, isRequired);
  }
  return isRequired;
}
