// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiUrl, server } from "@/components/testing/msw-server";
import { renderEmbed, TEST_BUSINESS_ID } from "@/components/testing/render-embed";
import { BusinessOverview } from "./business-overview";

const business = {
  type: "Business",
  id: TEST_BUSINESS_ID,
  partner_id: TEST_BUSINESS_ID,
  name: "Mocked Bakery",
  country: "SE",
  base_currency: "SEK",
  timezone: "Europe/Stockholm",
  external_id: null,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
};

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe("embed pages against a mocked network", () => {
  it("show the business once the session token works", async () => {
    server.use(http.get(apiUrl("/"), () => HttpResponse.json(business)));
    renderEmbed(<BusinessOverview />);
    expect(await screen.findByRole("heading", { name: "Mocked Bakery" })).toBeTruthy();
  });

  it("retry once with a refreshed token after a 401, then carry on", async () => {
    const seen: string[] = [];
    server.use(
      http.post("http://127.0.0.1/embed/session/", () =>
        HttpResponse.json({
          access_token: "token-2",
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
          business_id: TEST_BUSINESS_ID,
          role: "editor",
          api_base_url: "",
        }),
      ),
      http.get(apiUrl("/"), ({ request }) => {
        const authorization = request.headers.get("authorization") ?? "";
        seen.push(authorization);
        return authorization === "Bearer token-2"
          ? HttpResponse.json(business)
          : HttpResponse.json({ error: "expired", error_code: "unauthorized" }, { status: 401 });
      }),
    );
    renderEmbed(<BusinessOverview />);
    expect(await screen.findByRole("heading", { name: "Mocked Bakery" })).toBeTruthy();
    expect(seen.slice(-2)).toEqual(["Bearer token-1", "Bearer token-2"]);
  });

  it("show the error state with a retry when the API fails", async () => {
    server.use(
      http.get(apiUrl("/"), () =>
        HttpResponse.json({ error: "boom", error_code: "internal_error" }, { status: 500 }),
      ),
    );
    renderEmbed(<BusinessOverview />);
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(alert.textContent).toContain("Something went wrong");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
