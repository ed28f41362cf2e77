/**
 * The one error type of the API. Domain code throws it; only the route wrapper turns it into a response.
 * The code → status map is closed: a new code is added here, with its status, or it does not exist.
 */
export const ERROR_STATUS = {
  validation_error: 400,
  malformed_json: 400,
  invoice_number_mismatch: 400,
  invalid_request: 400,
  invalid_scope: 400,
  unsupported_grant_type: 400,
  invalid_client: 401,
  invalid_token: 401,
  token_expired: 401,
  https_required: 403,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  idempotency_key_reused: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
  // Answered by server/http-guard.mjs before any route runs (docs/input-and-errors.md).
  request_timeout: 408,
  request_header_fields_too_large: 431,
  not_implemented: 501,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
/** Field path (`line_items.0.quantity`) → messages. */
export type ErrorDetails = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = ERROR_STATUS[code];
  }

  static notFound(what = "Resource") {
    return new ApiError("not_found", `${what} not found.`);
  }

  static validation(details: ErrorDetails, message = "The request is not valid.") {
    return new ApiError("validation_error", message, details);
  }

  static conflict(message: string, details?: ErrorDetails) {
    return new ApiError("conflict", message, details);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
