import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // A separate build directory lets two checkouts' test runs share one working tree without clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Every API path ends with a slash (spec rule 1); the slashless form is served too, never redirected,
  // so a POST without the slash still reaches its handler instead of bouncing off a 308.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  poweredByHeader: false,
  experimental: {
    // With proxy.ts in place Next.js buffers request bodies for it and cuts them at 10 MB by default, which would turn
    // a document upload (up to 15 MB of JSON, lib/http/request-body.ts) into malformed JSON. A little above 15 MB lets
    // the route refuse larger bodies itself with 413.
    proxyClientMaxBodySize: "16mb",
  },
  typedRoutes: false,
};

export default nextConfig;
