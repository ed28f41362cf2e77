import { ApiError } from "./api-error";

export const isTrustingProxy = () =>
  ["1", "true", "yes"].includes((process.env.TRUST_PROXY ?? "").toLowerCase());

/**
 * Plain HTTP is refused in production (spec: Authentication rule 7). Behind a TLS-terminating proxy the proxy's
 * `X-Forwarded-Proto` is believed only when TRUST_PROXY is set; otherwise only the request's own scheme counts.
 */
export function assertSecureTransport(request: Request): void {
  if (process.env.NODE_ENV !== "production" || process.env.ALLOW_INSECURE_HTTP === "1") return;
  const forwarded = isTrustingProxy()
    ? request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim()
    : undefined;
  const protocol = forwarded ?? new URL(request.url).protocol.replace(":", "");
  if (protocol !== "https") {
    throw new ApiError("https_required", "Use HTTPS: plain HTTP requests are refused.");
  }
}

/** The caller's address: the proxy's `X-Forwarded-For` when trusted, else the address Next.js recorded. */
export function clientIp(request: Request): string {
  const forwardedFor = request.headers
    .get("x-forwarded-for")
    ?.split(",")
    .map((part) => part.trim());
  if (!forwardedFor?.length) return "unknown";
  // Next.js appends the socket's address last; a client can only forge the entries before it.
  return (isTrustingProxy() ? forwardedFor[0] : forwardedFor[forwardedFor.length - 1]) || "unknown";
}
