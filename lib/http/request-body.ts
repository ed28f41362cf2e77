import { ApiError } from "./api-error";

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
export const DOCUMENT_BODY_LIMIT = 15 * 1024 * 1024;

/** Reads the body as text, refusing it with 413 as soon as it passes `limit` bytes, whatever Content-Length claims. */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge(limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function tooLarge(limit: number) {
  return new ApiError(
    "payload_too_large",
    `The request body is larger than ${Math.round(limit / 1024 / 1024)} MB.`,
  );
}

function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** A JSON body: 415 for another media type, 400 `malformed_json` when it does not parse. An empty body is `{}`. */
export function parseJsonBody(request: Request, text: string): unknown {
  if (!text.trim()) return {};
  const type = mediaType(request);
  if (type && type !== "application/json" && !type.endsWith("+json")) {
    throw new ApiError("unsupported_media_type", "Send the request body as application/json.");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("malformed_json", "The request body is not valid JSON.");
  }
}

/**
 * A form-encoded body (the token endpoints); JSON is accepted too, as many OAuth clients send it. JSON values keep
 * their types, so a field the contract wants as a string refuses an object instead of storing "[object Object]".
 */
export function parseFormBody(request: Request, text: string): Record<string, unknown> {
  const type = mediaType(request);
  if (type === "application/json") {
    try {
      const parsed: unknown = text.trim() ? JSON.parse(text) : {};
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // fall through to the same error as a non-object body
    }
    throw new ApiError("invalid_request", "The request body is not a JSON object.");
  }
  if (text && type !== "application/x-www-form-urlencoded") {
    throw new ApiError("invalid_request", "Send the token request as application/x-www-form-urlencoded.");
  }
  return Object.fromEntries(new URLSearchParams(text));
}
