/** The API refused a request: its status, `error_code` and per-field `details` (spec error body). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly details: Record<string, unknown> | undefined,
  ) {
    super(message);
  }

  /** Messages per field from `details`, keyed by dotted path (`line_items.0.unit_price`). */
  fieldErrors(): Record<string, string> {
    const fields: Record<string, string> = {};
    const visit = (value: unknown, path: string) => {
      if (typeof value === "string") fields[path] = value;
      else if (Array.isArray(value) && value.every((item) => typeof item === "string"))
        fields[path] = value.join(" ");
      else if (value && typeof value === "object")
        for (const [key, nested] of Object.entries(value)) visit(nested, path ? `${path}.${key}` : key);
    };
    visit(this.details, "");
    return fields;
  }
}

/** The session is over and could not be renewed: the page shows "session expired". */
export class SessionExpiredError extends Error {
  constructor() {
    super("session_expired");
  }
}

export const isSessionExpired = (error: unknown) => error instanceof SessionExpiredError;
export const isClientError = (error: unknown) =>
  isSessionExpired(error) || (error instanceof ApiRequestError && error.status >= 400 && error.status < 500);
