import { isTrustingProxy } from "./transport";

/**
 * The origin callers reach this app at, for absolute links in responses (signed document URLs): PUBLIC_BASE_URL
 * when set, else the request's own origin, with the proxy's X-Forwarded-Proto/-Host when TRUST_PROXY is set.
 */
export function publicOrigin(request: Request): string {
  const configured = process.env.PUBLIC_BASE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  const url = new URL(request.url);
  const first = (name: string) => request.headers.get(name)?.split(",")[0]?.trim() || undefined;
  const protocol = (isTrustingProxy() && first("x-forwarded-proto")) || url.protocol.replace(":", "");
  const host = (isTrustingProxy() && first("x-forwarded-host")) || first("host") || url.host;
  return `${protocol}://${host}`;
}
