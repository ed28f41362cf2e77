import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { TEST_BUSINESS_ID } from "./render-embed";

/**
 * Component tests' network: the session route and the API, answered by msw. Only for states the real server cannot
 * be made to produce on demand (errors, expiry, emptiness at a given moment); everything else runs in e2e.
 */
export const apiUrl = (path: string) => `http://127.0.0.1/v1/platform/businesses/${TEST_BUSINESS_ID}${path}`;

export const sessionHandler = (token = "token-1") =>
  http.get("http://127.0.0.1/embed/session/", () =>
    HttpResponse.json({
      access_token: token,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      business_id: TEST_BUSINESS_ID,
      role: "editor",
      api_base_url: "",
    }),
  );

export const server = setupServer(sessionHandler());
