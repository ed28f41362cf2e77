import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // A separate build directory lets two checkouts' test runs share one working tree without clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Every API path ends with a slash (spec rule 1); the slashless form is served too, never redirected,
  // so a POST without the slash still reaches its handler instead of bouncing off a 308.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  // PGlite loads its WebAssembly and data files from its own package folder at run time, and pdfmake its fonts.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pdfmake", "pdfkit"],
  poweredByHeader: false,
  experimental: {
    // Next.js buffers request bodies for proxy.ts and cuts them at 10 MB by default. The API no longer passes through
    // the proxy, but should it ever again, a document upload (up to 15 MB of JSON, lib/http/request-body.ts) must not
    // turn into malformed JSON: a little above 15 MB lets the route refuse larger bodies itself with 413.
    proxyClientMaxBodySize: "16mb",
  },
  typedRoutes: false,
  // The API skips proxy.ts (see there): its responses get their framing headers here, without running any code.
  async headers() {
    return [
      {
        source: "/v1/:path*",
        headers: [
          { key: "Content-Security-Policy", value: "frame-ancestors 'none'" },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
    ];
  },
};

export default nextConfig;
