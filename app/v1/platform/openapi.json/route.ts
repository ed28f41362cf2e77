import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";

export const dynamic = "force-static";

export function GET() {
  return Response.json(buildOpenApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } });
}
