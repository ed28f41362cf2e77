import "server-only";
import type { EmbedConfig } from "./embed-config";

/** An API call from the embed's server failed; `status` and the API's `error_code` say how. */
export class PlatformRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Calls the Platform API from the server. When the API is this same app on loopback, the request never leaves the
 * host, so it says what a TLS-terminating proxy would say: the hop is as private as the proxy's.
 */
export async function platformRequest<T>(
  config: EmbedConfig,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: BodyInit } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", ...init.headers };
  if (config.isLoopbackApi) headers["X-Forwarded-Proto"] = "https";
  const response = await fetch(`${config.apiBaseUrl}${pathname}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body,
    cache: "no-store",
    // `next dev` compiles a route on its first request, which can take far longer than a production answer.
    signal: AbortSignal.timeout(process.env.NODE_ENV === "production" ? 10_000 : 90_000),
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!response.ok) {
    const code = String(body.error_code ?? body.error ?? "request_failed");
    const message = String(body.error_description ?? body.error ?? response.statusText);
    throw new PlatformRequestError(response.status, code, message);
  }
  return body as T;
}
