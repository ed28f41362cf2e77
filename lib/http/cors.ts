import "server-only";

const isDevelopment = () => process.env.NODE_ENV !== "production";

/**
 * CORS for business routes: a partner's configured browser origins (any origin in development) may call them with a
 * business token. Partner-level routes and the token endpoints never answer a browser origin.
 */
export function corsHeaders(
  request: Request,
  allowedOrigins: readonly string[] | undefined,
): Record<string, string> {
  const origin = request.headers.get("origin");
  if (!origin || !allowedOrigins) return {};
  if (!isDevelopment() && !allowedOrigins.includes(origin)) return { Vary: "Origin" };
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Expose-Headers":
      "X-Request-Id, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, ETag",
    Vary: "Origin",
  };
}

export function preflightHeaders(methods: readonly string[]): Record<string, string> {
  return {
    "Access-Control-Allow-Methods": [...methods, "OPTIONS"].join(", "),
    "Access-Control-Allow-Headers": "Authorization, Content-Type, Idempotency-Key, If-Match, X-Request-Id",
    "Access-Control-Max-Age": "600",
  };
}
