import { ApiError } from "./api-error";

/** Which body shape errors take: the API's own, or RFC 6749 §5.2 for the token endpoints. */
export type ErrorFormat = "api" | "oauth";

const AUTH_CHALLENGE: Partial<Record<string, string>> = {
  invalid_token: 'Bearer error="invalid_token"',
  token_expired: 'Bearer error="invalid_token", error_description="The access token expired"',
};

// RFC 6749 §5.2 names a malformed token request `invalid_request`, whatever part of it failed.
const OAUTH_CODE: Partial<Record<string, string>> = {
  validation_error: "invalid_request",
  malformed_json: "invalid_request",
  unsupported_media_type: "invalid_request",
  token_expired: "invalid_token",
};

export function errorBody(error: ApiError, format: ErrorFormat) {
  return format === "oauth"
    ? { error: OAUTH_CODE[error.code] ?? error.code, error_description: oauthDescription(error) }
    : { error: error.message, error_code: error.code, ...(error.details ? { details: error.details } : {}) };
}

/** RFC 6749 bodies have no `details`: the fields at fault go into the description, so a caller can still fix them. */
function oauthDescription(error: ApiError): string {
  const fields = Object.entries(error.details ?? {}).map(
    ([field, messages]) => `${field}: ${messages.join(" ")}`,
  );
  return fields.length ? `${error.message} ${fields.join("; ")}` : error.message;
}

export function errorResponse(error: ApiError, format: ErrorFormat, headers: Headers): Response {
  const body = errorBody(error, format);
  const challenge = AUTH_CHALLENGE[error.code];
  if (challenge) headers.set("WWW-Authenticate", challenge);
  for (const [name, value] of Object.entries(error.headers ?? {})) headers.set(name, value);
  headers.set("Cache-Control", "no-store");
  return Response.json(body, { status: error.status, headers });
}

/** Anything that is not an ApiError is a bug: log it with the request id, show the caller nothing of it. */
export function internalError(error: unknown, requestId: string): ApiError {
  if (isClientAbort(error)) {
    return new ApiError("invalid_request", "The request was aborted before its body arrived.");
  }
  console.error(`[${requestId}] unhandled error`, error);
  return new ApiError("internal_error", `Something went wrong on our side. Quote request id ${requestId}.`);
}

/** A client that hung up mid-body is not a server fault and not worth a stack trace in the log. */
function isClientAbort(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return error instanceof Error && (error.message === "aborted" || code === "ECONNRESET");
}
