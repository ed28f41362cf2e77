import { describe, expect, it } from "vitest";
import { invoiceFormSchema, type InvoiceFormValues } from "./invoice-form";

const line = (overrides: Partial<InvoiceFormValues["line_items"][number]> = {}) => ({
  account_identifier: "",
  description: "Design",
  quantity: "2",
  unit_price: "125,50",
  discount_amount: "",
  sales_taxes: [{ name: "VAT", rate: "25" }],
  ...overrides,
});

const values = (overrides: Partial<InvoiceFormValues> = {}): InvoiceFormValues => ({
  external_id: "form-1",
  customer_mode: "new",
  customer_id: "",
  customer_external_id: "embed-customer-1",
  customer_name: "Fjord Films AB",
  invoice_number: "INV-1",
  reference_numbers: "",
  memo: "",
  currency: "SEK",
  exchange_rate: "",
  is_sent: false,
  sent_at: "2026-03-01",
  due_at: "",
  line_items: [line()],
  additional_discount: "",
  ...overrides,
});

const issuesOf = (input: InvoiceFormValues) =>
  invoiceFormSchema("SEK")
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("invoiceFormSchema", () => {
  it("turns a draft for a new customer into the API body, discounts in minor units", () => {
    const parsed = invoiceFormSchema("SEK").parse(
      values({
        reference_numbers: " PO-7, ,Project ",
        line_items: [line(), line({ discount_amount: "5", sales_taxes: [] })],
        additional_discount: "1,25",
      }),
    );
    expect(parsed).toMatchObject({
      external_id: "form-1",
      customer_external_id: "embed-customer-1",
      customer_name: "Fjord Films AB",
      invoice_number: "INV-1",
      reference_numbers: ["PO-7", "Project"],
      additional_discount: 125,
      line_items: [
        { quantity: 2, unit_price: 12_550, discount_amount: 0, sales_taxes: [{ name: "VAT", rate: "25" }] },
        { discount_amount: 500, sales_taxes: [] },
      ],
    });
    expect(parsed.customer_id).toBeUndefined();
    expect(parsed.status).toBeUndefined();
    expect(parsed.sent_at).toBeUndefined();
  });

  it("sends an existing customer's invoice on the chosen date", () => {
    const customerId = "4f9d8c1e-2b3a-4c5d-8e6f-7a8b9c0d1e2f";
    expect(
      invoiceFormSchema("SEK").parse(
        values({ customer_mode: "existing", customer_id: customerId, is_sent: true }),
      ),
    ).toMatchObject({ customer_id: customerId, status: "SENT", sent_at: "2026-03-01" });
  });

  it.each([
    [{ customer_mode: "existing" as const }, "customer_id", "customerRequired"],
    [{ customer_name: " " }, "customer_name", "customerNameRequired"],
    [{ invoice_number: "" }, "invoice_number", "Must not be empty."],
    [{ line_items: [] }, "line_items", "An invoice needs at least one line item."],
    [
      { line_items: [line({ discount_amount: "1.005" })] },
      "line_items.0.discount_amount",
      "Must be a whole number of cents.",
    ],
    [{ currency: "EUR" as const, exchange_rate: "abc" }, "exchange_rate", expect.any(String)],
  ])("reports %o on %s", (overrides, path, message) => {
    expect(issuesOf(values(overrides))).toContainEqual([path, message]);
  });
});
