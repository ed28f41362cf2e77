import { serveSignedDocument } from "@/lib/documents/serve-signed-document";

/** Signed document links (decisions.md §9): outside /v1/platform, since the signature replaces the token. */
export function GET(
  request: Request,
  context: { params: Promise<{ business_id: string; document_id: string }> },
) {
  return serveSignedDocument(request, context.params);
}
