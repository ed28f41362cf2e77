import type { DocumentResponse } from "../schemas/document";
import { requestErrorFrom } from "./platform-client";
import type { DownloadedFile } from "./platform-download";
import { sessionToken } from "./session-token";

/**
 * A document's bytes through its signed link. The link's origin is the one the server believes it is reached at; the
 * browser reaches the API at the session's base URL, so the file is fetched there (behind a proxy the two can differ,
 * and a plain link to another origin would open rather than download inside the partner's iframe).
 */
export async function fetchDocumentFile(
  businessId: string,
  document: DocumentResponse,
): Promise<DownloadedFile> {
  const link = new URL(document.url);
  const { apiBaseUrl } = await sessionToken(businessId);
  const response = await fetch(`${apiBaseUrl}${link.pathname}${link.search}`, { cache: "no-store" });
  if (!response.ok) {
    const text = await response.text();
    throw requestErrorFrom(response, text ? JSON.parse(text) : undefined);
  }
  return { blob: await response.blob(), filename: document.file_name };
}
