// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiUrl, server } from "@/components/testing/msw-server";
import { renderEmbed } from "@/components/testing/render-embed";
import { messagesFor } from "@/lib/i18n/catalog";
import { BillsList } from "./bills-list";

const emptyPage = {
  count: 0,
  page_info: { total_count: 0, current_page: 1, total_pages: 0, page_size: 20 },
  results: [],
};

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe("bills list states the real server cannot be made to show on demand", () => {
  it("an empty business shows the empty state, with the new-bill action for an editor", async () => {
    server.use(http.get(apiUrl("/bills/"), () => HttpResponse.json(emptyPage)));
    renderEmbed(<BillsList />);
    expect(await screen.findByText(messagesFor("en-US").bills.emptyTitle)).toBeTruthy();
    expect(screen.getByRole("link", { name: "New bill" })).toBeTruthy();
  });

  it("a failing API shows the error state with a retry, in the page's language", async () => {
    server.use(
      http.get(apiUrl("/bills/"), () =>
        HttpResponse.json({ error: "down", error_code: "service_unavailable" }, { status: 503 }),
      ),
    );
    renderEmbed(<BillsList />, { locale: "de" });
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(alert.textContent).toContain("Etwas ist schiefgelaufen");
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeTruthy();
  });
});
