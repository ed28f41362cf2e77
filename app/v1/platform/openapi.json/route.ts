import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";
import { requestIdOf } from "@/lib/http/request-id";

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
