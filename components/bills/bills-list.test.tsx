// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apiUrl, server } from "@/components/testing/msw-server";
import { renderEmbed } from "@/components/testing/render-embed";
import { messagesFor } from "@/lib/i18n/catalog";
import { BillsList } from "./bills-list";

// The page's URL is its state; the component test gives it one without the app router. The network stays msw's.
let searchParams = new URLSearchParams();
const replace = vi.fn();
vi.mock("next/navigation", () => ({
  useSearchParams: () => searchParams,
  useRouter: () => ({ replace, push: vi.fn() }),
  usePathname: () => "/embed/x/bills/",
}));

const emptyPage = {
  count: 0,
  page_info: { total_count: 0, current_page: 1, total_pages: 0, page_size: 20 },
  results: [],
};

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  searchParams = new URLSearchParams();
  replace.mockClear();
});
const vendors = () => http.get(apiUrl("/vendors/"), () => HttpResponse.json(emptyPage));
afterAll(() => server.close());

/** Every bills list request answered with no bills; returns the URLs asked for. */
function answerNoBills(): URL[] {
  const requested: URL[] = [];
  server.use(
    http.get(apiUrl("/bills/"), ({ request }) => {
      requested.push(new URL(request.url));
      return HttpResponse.json(emptyPage);
    }),
    vendors(),
  );
  return requested;
}

describe("bills list states the real server cannot be made to show on demand", () => {
  it("an empty business shows the empty state, with the new-bill action for an editor", async () => {
    server.use(
      http.get(apiUrl("/bills/"), () => HttpResponse.json(emptyPage)),
      vendors(),
    );
    renderEmbed(<BillsList />);
    expect(await screen.findByText(messagesFor("en-US").bills.emptyTitle)).toBeTruthy();
    expect(screen.getByRole("link", { name: "New bill" })).toBeTruthy();
  });

  it("a failing API shows the error state with a retry, in the page's language", async () => {
    server.use(
      http.get(apiUrl("/bills/"), () =>
        HttpResponse.json({ error: "down", error_code: "service_unavailable" }, { status: 503 }),
      ),
      vendors(),
    );
    renderEmbed(<BillsList />, { locale: "de" });
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(alert.textContent).toContain("Etwas ist schiefgelaufen");
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeTruthy();
  });

  it("filters from the URL go into the API's query, and matching nothing offers to clear them", async () => {
    searchParams = new URLSearchParams({
      status: "paid",
      search: "rye",
      due_at_end: "2025-04-30",
      page: "2",
    });
    const requested = answerNoBills();
    renderEmbed(<BillsList />);
    expect(await screen.findByText(messagesFor("en-US").billFilters.emptyFiltered)).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Clear filters" }).length).toBeGreaterThan(0);
    expect(Object.fromEntries(requested[0]!.searchParams)).toMatchObject({
      status: "paid",
      search: "rye",
      due_at_end: "2025-04-30",
      page: "2",
    });
  });

  it("the order from the URL goes into the API's query; choosing another puts it in the URL, from page one", async () => {
    searchParams = new URLSearchParams({ sort: "due_at", page: "2" });
    const requested = answerNoBills();
    renderEmbed(<BillsList />, { locale: "de" });
    const select = await screen.findByRole("combobox", { name: "Sortieren nach" });
    expect((select as HTMLSelectElement).value).toBe("due_at");
    expect(requested[0]!.searchParams.get("sort")).toBe("due_at");
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Neueste zuerst",
      "Älteste zuerst",
      "Früheste Fälligkeit",
      "Späteste Fälligkeit",
      "Rechnungsdatum, neueste",
      "Rechnungsdatum, älteste",
    ]);
    fireEvent.change(select, { target: { value: "-issue_date" } });
    expect(replace).toHaveBeenLastCalledWith("/embed/x/bills/?sort=-issue_date", { scroll: false });
    fireEvent.change(select, { target: { value: "-created_at" } });
    expect(replace).toHaveBeenLastCalledWith("/embed/x/bills/", { scroll: false });
  });
});
