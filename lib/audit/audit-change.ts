/**
 * The request body as the audit trail keeps it: uploaded files (`document.file`, base64 of up to 10 MB) are replaced
 * by their decoded size, so an event stays small and a document's content lives only in document storage.
 * `documentUploadSchema` is the only schema with a `file` field, so any string `file` is one.
 */
export function withoutFileContents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFileContents);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) =>
      key === "file" && typeof field === "string"
        ? [key, { omitted: true, size: base64DecodedSize(field) }]
        : [key, withoutFileContents(field)],
    ),
  );
}

/** Bytes the base64 (or base64 `data:` URL) text decodes to, without decoding it. */
function base64DecodedSize(text: string): number {
  const payload = text.startsWith("data:") ? text.slice(text.indexOf(",") + 1) : text;
  const digits = payload.replace(/[\s=]/g, "").length;
  return Math.floor((digits * 3) / 4);
}
