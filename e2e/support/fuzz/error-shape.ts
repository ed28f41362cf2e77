import type { APIResponse } from "@playwright/test";
import type { Operation } from "./openapi";

/**
 * Whether an error response is in the documented shape: the API's `{error, error_code, details?}` (details: field →
 * messages) or, on the token endpoints, RFC 6749's `{error, error_description}`; JSON, with an X-Request-Id. Returns
 * what is wrong, or undefined.
 */
export async function errorShapeProblem(
  response: APIResponse,
  operation: Operation,
): Promise<string | undefined> {
  if (!response.headers()["x-request-id"]) return "no X-Request-Id";
  if (!(response.headers()["content-type"] ?? "").includes("application/json")) {
    return `content-type ${response.headers()["content-type"]}`;
  }
  let body: Record<string, unknown>;
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    return "body is not JSON";
  }
  const keys = Object.keys(body).sort().join(",");
  if (operation.errorShape === "oauth") {
    const ok =
      keys === "error,error_description" &&
      typeof body.error === "string" &&
      typeof body.error_description === "string";
    return ok ? undefined : `not the OAuth error shape: ${JSON.stringify(body).slice(0, 300)}`;
  }
  const details = body.details as Record<string, unknown> | undefined;
  const ok =
    (keys === "error,error_code" || keys === "details,error,error_code") &&
    typeof body.error === "string" &&
    typeof body.error_code === "string" &&
    /^[a-z_]+$/.test(body.error_code) &&
    (details === undefined ||
      (typeof details === "object" &&
        details !== null &&
        Object.values(details).every(
          (messages) => Array.isArray(messages) && messages.every((message) => typeof message === "string"),
        )));
  return ok ? undefined : `not the API's error shape: ${JSON.stringify(body).slice(0, 300)}`;
}
