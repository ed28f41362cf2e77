// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiUrl, server } from "@/components/testing/msw-server";
import { renderEmbed } from "@/components/testing/render-embed";
import { BusinessOverview } from "./business-overview";

// A module of its own: "session expired" is announced once per page, as in a real page load.
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => {
  cleanup();
  server.close();
});

describe("an expired session", () => {
  it("shows 'session expired' in the page's language when the API refuses the token and the refresh fails", async () => {
    server.use(
      http.get(apiUrl("/"), () =>
        HttpResponse.json({ error: "expired", error_code: "unauthorized" }, { status: 401 }),
      ),
      http.post("http://127.0.0.1/embed/session/", () =>
        HttpResponse.json({ error: "session_expired" }, { status: 401 }),
      ),
    );
    renderEmbed(<BusinessOverview />, { locale: "sv" });
    expect(await screen.findByRole("heading", { name: "Din session har gått ut" })).toBeTruthy();
  });
});
