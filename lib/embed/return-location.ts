const BASE = "https://embed.invalid";

/**
 * Where a launch lands: the page the person was on when the session expired (`return_to`, sent back by
 * public/embed.js) when it lies under the launch's own home (`/embed/{business_id}/`, or `/console/` for support),
 * else that home. Only a path and query are kept, so no launch can be turned into a redirect to another origin or
 * into another business's pages.
 */
export function returnLocation(home: string, returnTo: string | null): string {
  if (!returnTo || !returnTo.startsWith("/") || /[\\\u0000-\u001f]/.test(returnTo)) return home;
  let url: URL;
  try {
    url = new URL(returnTo, BASE);
  } catch {
    return home;
  }
  if (url.origin !== BASE || !url.pathname.startsWith(home) || url.pathname.includes("//")) return home;
  return `${url.pathname}${url.search}`;
}
