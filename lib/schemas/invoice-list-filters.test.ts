import { describe, expect, it } from "vitest";
import {
  emptyInvoiceFilters,
  type InvoiceFilterValues,
  invoiceFilterErrors,
  invoiceFiltersFromQuery,
  invoiceFiltersToParams,
  majorToMinorUnits,
} from "./invoice-list-filters";
import { parseInvoiceListParams } from "./invoice-list-params";

const filters = (overrides: Partial<InvoiceFilterValues>) => ({ ...emptyInvoiceFilters(), ...overrides });
const errorsOf = (values: InvoiceFilterValues, digits = 2) => invoiceFilterErrors(values, digits);

describe("majorToMinorUnits", () => {
  it.each([
    ["12.50", 2, "1250"],
    ["12,5", 2, "1250"],
    ["0.29", 2, "29"],
    ["1200", 0, "1200"],
    ["1.234", 3, "1234"],
    [" 7 ", 2, "700"],
    ["-5", 2, "-500"],
    ["1.234", 2, "1.234"],
    ["abc", 2, "abc"],
  ])("%s with %i digits is %s", (text, digits, expected) => {
    expect(majorToMinorUnits(text, digits)).toBe(expected);
  });
});

describe("invoice filter form", () => {
  it("turns its values into endpoint 5's parameters, leaving empty ones out", () => {
    expect(
      invoiceFiltersToParams(
        filters({
          status: ["draft", "overdue"],
          min_amount: "10",
          due_at_end: "2025-02-01",
          memo_contains: " x ",
        }),
        2,
      ),
    ).toEqual({ status: "draft,overdue", min_amount: "1000", due_at_end: "2025-02-01", memo_contains: "x" });
  });

  it.each<[string, Partial<InvoiceFilterValues>, Record<string, string>]>([
    ["nothing set", {}, {}],
    ["a negative amount", { min_amount: "-1" }, { min_amount: "amountInvalid" }],
    ["more digits than the currency has", { max_amount: "1.001" }, { max_amount: "amountInvalid" }],
    ["text for an amount", { min_amount: "ten" }, { min_amount: "amountInvalid" }],
    [
      "a maximum under the minimum (the API's rule)",
      { min_amount: "10", max_amount: "9.99" },
      { max_amount: "amountOrder" },
    ],
    ["a date that is not one", { sent_at_start: "2025-02-30" }, { sent_at_start: "dateInvalid" }],
    [
      "a range ending before it starts",
      { due_at_start: "2025-03-01", due_at_end: "2025-02-01" },
      { due_at_end: "dateOrder" },
    ],
    ["a memo longer than the API takes", { memo_contains: "m".repeat(201) }, { memo_contains: "tooLong" }],
  ])("%s", (_, values, expected) => {
    expect(errorsOf(filters(values))).toEqual(expected);
  });

  it("reads a URL's filters back into the form, amounts in major units", () => {
    const query = parseInvoiceListParams(
      new URLSearchParams(
        "status=sent,paid&min_amount=1250&customer_id=0b9c3a57-7f4b-4b8e-9d55-0a0a0a0a0a0a",
      ),
    );
    expect(invoiceFiltersFromQuery(query, 2)).toEqual(
      filters({
        status: ["sent", "paid"],
        min_amount: "12.50",
        customer_id: "0b9c3a57-7f4b-4b8e-9d55-0a0a0a0a0a0a",
      }),
    );
  });

  it("drops a URL parameter the API would refuse and keeps the rest", () => {
    const query = parseInvoiceListParams(
      new URLSearchParams("status=bogus&page=2&sort=-updated_at&page_size=500"),
    );
    expect(query).toMatchObject({ page: 2, page_size: 20, sort: "-updated_at" });
    expect(query.status).toBeUndefined();
  });
});
