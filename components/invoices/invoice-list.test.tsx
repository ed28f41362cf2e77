// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apiUrl, server } from "@/components/testing/msw-server";
import { renderEmbed } from "@/components/testing/render-embed";
import { messagesFor } from "@/lib/i18n/catalog";
import { InvoiceList } from "./invoice-list";

// The page's URL is its state; the component test gives it one without the app router. The network stays msw's.
let searchParams = new URLSearchParams();
vi.mock("next/navigation", () => ({
  useSearchParams: () => searchParams,
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
  usePathname: () => "/embed/x/invoices/",
}));

const emptyPage = {
  count: 0,
  page_info: { total_count: 0, current_page: 1, total_pages: 0, page_size: 25 },
  results: [],
};
const requested: URL[] = [];

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  requested.length = 0;
});
afterAll(() => server.close());

describe("invoice list states the real server cannot be made to show on demand", () => {
  it("filters that match nothing show 'no invoices match' and the query carries the URL's filters", async () => {
    searchParams = new URLSearchParams({ status: "overdue", min_amount: "100000" });
    server.use(
      http.get(apiUrl("/invoices/"), ({ request }) => {
        requested.push(new URL(request.url));
        return HttpResponse.json(emptyPage);
      }),
      http.get(apiUrl("/customers/"), () => HttpResponse.json(emptyPage)),
      http.get(apiUrl("/"), () => HttpResponse.json({ base_currency: "SEK" })),
    );
    renderEmbed(<InvoiceList />);
    expect(await screen.findByText(messagesFor("en-US").invoices.emptyFiltered)).toBeTruthy();
    expect(requested[0]?.searchParams.get("status")).toBe("overdue");
    expect(requested[0]?.searchParams.get("min_amount")).toBe("100000");
  });

  it("a business without invoices shows 'no invoices yet'", async () => {
    searchParams = new URLSearchParams();
    server.use(
      http.get(apiUrl("/invoices/"), () => HttpResponse.json(emptyPage)),
      http.get(apiUrl("/customers/"), () => HttpResponse.json(emptyPage)),
      http.get(apiUrl("/"), () => HttpResponse.json({ base_currency: "SEK" })),
    );
    renderEmbed(<InvoiceList />, { locale: "fr" });
    expect(await screen.findByText(messagesFor("fr").invoices.emptyNone)).toBeTruthy();
  });

  it("a failing API shows the error state with a retry", async () => {
    searchParams = new URLSearchParams();
    server.use(
      http.get(apiUrl("/invoices/"), () =>
        HttpResponse.json({ error: "x", error_code: "internal_error" }, { status: 500 }),
      ),
      http.get(apiUrl("/customers/"), () => HttpResponse.json(emptyPage)),
      http.get(apiUrl("/"), () => HttpResponse.json({ base_currency: "SEK" })),
    );
    renderEmbed(<InvoiceList />);
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(alert.textContent).toContain("Something went wrong");
  });
});
