import { describe, expect, it } from "vitest";
import { billFormSchema, type BillFormValues } from "./bill-form";

const values = (overrides: Partial<BillFormValues> = {}): BillFormValues => ({
  external_id: "form-1",
  vendor_mode: "new",
  vendor_id: "",
  vendor_external_id: "acme",
  vendor_name: "Acme AB",
  bill_number: "",
  memo: "",
  currency: "SEK",
  exchange_rate: "",
  bill_date: "2026-03-01",
  due_at: "",
  is_approved: false,
  approved_at: "",
  line_items: [
    {
      account_identifier: "",
      description: "Paper",
      quantity: "2",
      unit_price: "12,50",
      sales_taxes: [{ name: "VAT", rate: "25" }],
    },
  ],
  document: null,
  ...overrides,
});

const issuesOf = (input: BillFormValues) =>
  billFormSchema("SEK")
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("billFormSchema", () => {
  it("turns the form's text into the API body", () => {
    expect(billFormSchema("SEK").parse(values())).toMatchObject({
      vendor_external_id: "acme",
      vendor_name: "Acme AB",
      bill_date: "2026-03-01",
      line_items: [{ quantity: 2, unit_price: 1250, sales_taxes: [{ name: "VAT", rate: "25" }] }],
    });
  });

  it("sends a line tax's amount in minor units (it wins over a rate), and refuses one that is not a number", () => {
    const taxed = (sales_taxes: { name: string; rate: string; amount?: string }[]) =>
      values({
        line_items: [
          { account_identifier: "", description: "Paper", quantity: "2", unit_price: "12,50", sales_taxes },
        ],
      });
    expect(
      billFormSchema("SEK").parse(
        taxed([
          { name: "Fee", rate: "", amount: "3,20" },
          { name: "VAT", rate: "25", amount: "" },
        ]),
      ).line_items[0]!.sales_taxes,
    ).toEqual([
      { name: "Fee", amount: 320 },
      { name: "VAT", rate: "25" },
    ]);
    expect(issuesOf(taxed([{ name: "Fee", rate: "", amount: "lots" }]))).toEqual([
      ["line_items.0.sales_taxes.0.amount", "Must be a number of cents."],
    ]);
    expect(issuesOf(taxed([{ name: "Fee", rate: "", amount: "" }]))).toEqual([
      ["line_items.0.sales_taxes.0.rate", "Give a rate, an amount or both."],
    ]);
  });

  it("reports the API's rules on the form's field paths", () => {
    const bad = values({
      line_items: [
        { account_identifier: "", description: "", quantity: "0", unit_price: "x", sales_taxes: [] },
      ],
    });
    expect(issuesOf(bad)).toEqual([
      ["line_items.0.quantity", "Must be more than 0."],
      ["line_items.0.unit_price", "Required: a number of cents."],
    ]);
  });

  it("asks for a vendor in the input the person is using", () => {
    expect(issuesOf(values({ vendor_mode: "existing" }))).toEqual([["vendor_id", "vendorRequired"]]);
    expect(issuesOf(values({ vendor_external_id: " " }))).toEqual([
      ["vendor_external_id", "vendorExternalIdRequired"],
    ]);
  });

  it("reports a missing vendor together with a line's errors", () => {
    const bad = values({
      vendor_mode: "existing",
      line_items: [
        { account_identifier: "", description: "", quantity: "1", unit_price: "", sales_taxes: [] },
      ],
    });
    expect(issuesOf(bad)).toEqual([
      ["line_items.0.unit_price", "Required: a number of cents."],
      ["vendor_id", "vendorRequired"],
    ]);
  });

  it("sends an exchange rate only for a foreign currency, and approval only when asked", () => {
    const foreign = billFormSchema("SEK").parse(
      values({ currency: "EUR", exchange_rate: "11,2", approved_at: "2026-03-02" }),
    );
    expect(foreign).toMatchObject({ currency: "EUR", exchange_rate: "11.2" });
    expect(foreign.approved_at).toBeUndefined();
    const home = billFormSchema("SEK").parse(
      values({ exchange_rate: "3", is_approved: true, approved_at: "2026-03-02" }),
    );
    expect(home.exchange_rate).toBeUndefined();
    expect(home.approved_at).toBe("2026-03-02");
  });
});
