import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";
import { requestIdOf } from "@/lib/http/request-id";
import { methodNotAllowed } from "@/lib/http/route";

let document: string | undefined;

/** Built once per instance; served per request so it carries its X-Request-Id like every other API response. */
export function GET(request: Request) {
  document ??= JSON.stringify(buildOpenApiDocument());
  return new Response(document, {
    headers: {
      "Content-Type": "application/json",
      "Cache-Control": "public, max-age=300",
      "X-Request-Id": requestIdOf(request),
    },
  });
}

// Next.js serves HEAD for a GET route by itself; any other method gets the API's 405.
const ALLOW = ["GET", "HEAD", "OPTIONS"];
export const POST = methodNotAllowed(ALLOW);
export const PUT = POST;
export const PATCH = POST;
export const DELETE = POST;
export function OPTIONS(request: Request) {
  return new Response(null, {
    status: 204,
    headers: { Allow: ALLOW.join(", "), "X-Request-Id": requestIdOf(request) },
  });
}
