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
  typedRoutes: false,
};

export default nextConfig;
