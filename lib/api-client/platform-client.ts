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
 * Calls the Platform API as the session's business. A 401 gets one retry with a freshly swapped token; a second
 * 401, or a session that cannot be renewed, ends in SessionExpiredError (and the "session expired" state).
 */
export async function platformRequest<T>(
  businessId: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
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
  const text = await response.text();
  const body = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    throw new ApiRequestError(
      response.status,
      String(body?.error_code ?? "request_failed"),
      String(body?.error ?? response.statusText),
      body?.details,
    );
  }
  return body as T;
}
