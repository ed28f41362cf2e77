import { ApiError } from "@/lib/http/api-error";
import { errorResponse } from "@/lib/http/error-response";
import { requestIdOf } from "@/lib/http/request-id";

// Under a token endpoint's `oauth2/` segment errors take RFC 6749's shape, as the token endpoints' own do.
const OAUTH_PATH = /^\/v1\/platform\/(?:[^/]+\/)?oauth2(?:\/|$)/;

/** Any API path no route serves: the API's own 404 body (not an HTML page), with the request id like every response. */
function notFound(request: Request): Response {
  const path = new URL(request.url).pathname;
  return errorResponse(
    new ApiError("not_found", `No API route at ${path}. Paths are listed in /v1/platform/openapi.json.`),
    OAUTH_PATH.test(path) ? "oauth" : "api",
    new Headers({ "X-Request-Id": requestIdOf(request) }),
  );
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
export const HEAD = notFound;
