import { NextResponse, type NextRequest } from "next/server";
import { embedFrameAncestors } from "./lib/embed/frame-ancestors";

const VALID_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The embed and the support console open inside a partner's product; nothing else may be framed. */
const isFramable = (pathname: string) => pathname.startsWith("/embed/") || pathname.startsWith("/console/");

/**
 * Gives every page request an id (the caller's, when sane) and echoes it on every response, errors included.
 * Sets who may frame the response: embed pages only the partner's allowed origins, everything else nobody.
 *
 * The API (`/v1/`) does not pass through here: running a proxy costs Next.js about as much CPU as a whole small API
 * request, and buffers every request body. Its route wrapper (lib/http/route.ts) and catch-all
 * (app/v1/[...path]/route.ts) set the request id themselves, and next.config.ts sets its framing headers.
 */
export async function proxy(request: NextRequest) {
  const given = request.headers.get("x-request-id");
  const requestId = given && VALID_ID.test(given) ? given : crypto.randomUUID();
  const headers = new Headers(request.headers);
  headers.set("x-request-id", requestId);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("X-Request-Id", requestId);
  if (isFramable(request.nextUrl.pathname)) {
    response.headers.set("Content-Security-Policy", `frame-ancestors ${await embedFrameAncestors()}`);
  } else {
    response.headers.set("Content-Security-Policy", "frame-ancestors 'none'");
    response.headers.set("X-Frame-Options", "DENY");
  }
  return response;
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|v1/).*)"],
};
