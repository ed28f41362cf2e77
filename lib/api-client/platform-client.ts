import { ApiRequestError, SessionExpiredError } from "./api-request-error";
import { fetchWithUploadProgress } from "./upload-progress-transport";
import { announceSessionExpired } from "./session-expiry";
import { sessionToken } from "./session-token";

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Reports the share of the body sent (0..1): the request then goes through XMLHttpRequest, which can tell. */
  onUploadProgress?: (sentFraction: number) => void;
}

export function toSearchParams(query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(","));
    } else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * Sends a request to the Platform API as the session's business and returns the raw response. A 401 gets one retry
 * with a freshly swapped token; a second 401, or a session that cannot be renewed, ends in SessionExpiredError (and
 * the "session expired" state). JSON callers use platformRequest; downloads (CSV) read the body themselves.
 */
export async function platformFetch(
  businessId: string,
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  const send = async (isRefresh: boolean) => {
    const token = await sessionToken(businessId, isRefresh);
    const headers: Record<string, string> = {
      Accept: "application/json",
      Authorization: `Bearer ${token.accessToken}`,
      ...options.headers,
    };
    if (options.body !== undefined) headers["Content-Type"] = "application/json";
    const url = `${token.apiBaseUrl}/v1/platform/businesses/${businessId}${path}${toSearchParams(options.query)}`;
    const init = {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    };
    if (options.onUploadProgress) return fetchWithUploadProgress(url, init, options.onUploadProgress);
    return fetch(url, { ...init, cache: "no-store" });
  };
  let response: Response;
  try {
    response = await send(false);
    if (response.status === 401) response = await send(true);
  } catch (error) {
    if (error instanceof SessionExpiredError) announceSessionExpired();
    throw error;
  }
  if (response.status === 401) {
    announceSessionExpired();
    throw new SessionExpiredError();
  }
  return response;
}

/** The API's error body (spec shape) as an ApiRequestError. */
export function requestErrorFrom(response: Response, body: unknown): ApiRequestError {
  const error = (body ?? {}) as { error_code?: unknown; error?: unknown; details?: Record<string, unknown> };
  return new ApiRequestError(
    response.status,
    String(error.error_code ?? "request_failed"),
    String(error.error ?? response.statusText),
    error.details,
  );
}

/** Calls the Platform API as the session's business and returns the JSON body (see platformFetch). */
export async function platformRequest<T>(
  businessId: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const response = await platformFetch(businessId, path, options);
  const text = await response.text();
  const body = text ? JSON.parse(text) : undefined;
  if (!response.ok) throw requestErrorFrom(response, body);
  return body as T;
}
