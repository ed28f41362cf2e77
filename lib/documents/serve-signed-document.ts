import "server-only";
import { getDb } from "../db/client";
import { isApiError } from "../http/api-error";
import { errorResponse, internalError } from "../http/error-response";
import { requestIdOf } from "../http/request-id";
import { assertSecureTransport } from "../http/transport";
import { readSignedDocument } from "./read-signed-document";

// Shown in the browser; the rest (XML, CSV) is downloaded, so no uploaded text is ever rendered on this origin.
const INLINE_TYPES = new Set(["application/pdf", "image/png", "image/jpeg", "image/webp", "image/heic"]);

function contentDisposition(mimeType: string, fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const kind = INLINE_TYPES.has(mimeType) ? "inline" : "attachment";
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * GET of a signed document link (decisions.md §9): no token, the signature is the credential. The bytes go out with
 * the type sniffed at upload, `nosniff` and a sandboxing CSP; errors use the API's JSON shape.
 */
export async function serveSignedDocument(
  request: Request,
  params: Promise<{ business_id: string; document_id: string }>,
): Promise<Response> {
  const headers = new Headers({ "X-Request-Id": requestIdOf(request) });
  try {
    assertSecureTransport(request);
    const { business_id: businessId, document_id: documentId } = await params;
    const search = new URL(request.url).searchParams;
    const { document, bytes } = await readSignedDocument(await getDb(), {
      businessId,
      documentId,
      expires: search.get("expires"),
      signature: search.get("signature"),
    });
    headers.set("Content-Type", document.mimeType);
    headers.set("Content-Length", String(bytes.length));
    headers.set("Content-Disposition", contentDisposition(document.mimeType, document.fileName));
    headers.set("Cache-Control", "private, max-age=300");
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
    return new Response(new Uint8Array(bytes), { status: 200, headers });
  } catch (error) {
    const apiError = isApiError(error) ? error : internalError(error, headers.get("X-Request-Id")!);
    return errorResponse(apiError, "api", headers);
  }
}
