import { platformFetch, requestErrorFrom, type QueryValue } from "./platform-client";

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** `attachment; filename="balance-sheet-2025-12-31.csv"` → the name; the fallback when the header has none. */
function filenameFrom(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/**
 * A report as CSV, with the session's token (the API needs the bearer header, so a plain link cannot fetch it).
 * Errors come back as the API's JSON body and are thrown as ApiRequestError, like platformRequest's.
 */
export async function platformCsv(
  businessId: string,
  path: string,
  query: Record<string, QueryValue>,
  fallbackName: string,
): Promise<DownloadedFile> {
  const response = await platformFetch(businessId, path, {
    query: { ...query, format: "csv" },
    headers: { Accept: "text/csv" },
  });
  if (!response.ok) {
    const text = await response.text();
    throw requestErrorFrom(response, text ? JSON.parse(text) : undefined);
  }
  return {
    blob: await response.blob(),
    filename: filenameFrom(response.headers.get("content-disposition"), `${fallbackName}.csv`),
  };
}

/** Hands a file to the browser's downloads (an object URL on a temporary link with `download`). */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
