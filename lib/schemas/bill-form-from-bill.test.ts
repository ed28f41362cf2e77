import { describe, expect, it } from "vitest";
import type { BillResponse } from "./bill";
import { billFormSchema } from "./bill-form";
import { billFormValuesOf, minorToMajorText, updateBillInputOf } from "./bill-form-from-bill";

const bill = {
  id: "0b9c3a57-7f4b-4b8e-9d55-1f2e3d4c5b6a",
  external_id: "erp-17",
  vendor: { id: "1c9c3a57-7f4b-4b8e-9d55-1f2e3d4c5b6a", display_name: "Acme AB" },
  bill_number: "B-1",
  vendor_bill_number: "V-77",
  purchase_order_number: null,
  memo: null,
  currency: "SEK",
  exchange_rate: "1",
  issue_date: "2025-03-10",
  received_at: "2025-03-10T08:00:00.000Z",
  due_at: "2025-04-08T22:00:00.000Z",
  reference_numbers: ["R-1"],
  attachment_urls: [],
  metadata: { erp: "x" },
  additional_sales_taxes: [
    {
      name: "Fee",
      rate: null,
      amount: 500,
      tax_account: { type: "AccountId", id: "2c9c3a57-7f4b-4b8e-9d55-1f2e3d4c5b6a" },
    },
  ],
  line_items: [
    {
      account_identifier: { type: "AccountId", id: "3c9c3a57-7f4b-4b8e-9d55-1f2e3d4c5b6a" },
      description: "Paper",
      product: "SKU-9",
      quantity: 2,
      unit_price: 1250.5,
      sales_taxes: [{ name: "VAT", rate: "25", amount: 625 }],
    },
  ],
} as unknown as BillResponse;

describe("a bill as the bill form's values", () => {
  it.each([
    [0, 2, "0.00"],
    [5, 2, "0.05"],
    [100_000, 2, "1000.00"],
    [1250.5, 2, "12.505"],
    [1500, 0, "1500"],
  ])("%s cents with %s digits reads %s", (cents, digits, text) => {
    expect(minorToMajorText(cents, digits)).toBe(text);
  });

  it("keeps a line tax given as an amount alone, and leaves a rate's amount for the API to compute", () => {
    const taxed: BillResponse = {
      ...bill,
      line_items: [
        {
          ...bill.line_items[0]!,
          sales_taxes: [
            { name: "Fee", rate: null, amount: 320 },
            { name: "VAT", rate: "25", amount: 625 },
          ],
        },
      ],
    };
    const values = billFormValuesOf(taxed, "Europe/Stockholm");
    expect(values.line_items[0]!.sales_taxes).toEqual([
      { name: "Fee", rate: "", amount: "3.20" },
      { name: "VAT", rate: "25", amount: "" },
    ]);
    expect(billFormSchema("SEK").parse(values).line_items[0]!.sales_taxes).toEqual([
      { name: "Fee", amount: 320 },
      { name: "VAT", rate: "25" },
    ]);
  });

  it("takes the due date in the business's zone, and round-trips to the same bill through the form's schema", () => {
    const values = billFormValuesOf(bill, "Europe/Stockholm");
    expect(values).toMatchObject({ vendor_id: bill.vendor.id, due_at: "2025-04-09", exchange_rate: "" });
    const parsed = billFormSchema("SEK").parse(values);
    expect(parsed).toMatchObject({
      external_id: "erp-17",
      vendor_id: bill.vendor.id,
      bill_number: "B-1",
      due_at: "2025-04-09",
      line_items: [
        {
          quantity: 2,
          unit_price: 1250.5,
          product: "SKU-9",
          description: "Paper",
          account_identifier: { type: "AccountId", id: "3c9c3a57-7f4b-4b8e-9d55-1f2e3d4c5b6a" },
          sales_taxes: [{ name: "VAT", rate: "25" }],
        },
      ],
    });
    expect(updateBillInputOf(parsed, bill)).toMatchObject({
      vendor_bill_number: "V-77",
      purchase_order_number: null,
      reference_numbers: ["R-1"],
      metadata: { erp: "x" },
      received_at: "2025-03-10T08:00:00.000Z",
      additional_sales_taxes: [
        { name: "Fee", amount: 500, tax_account: bill.additional_sales_taxes[0]!.tax_account },
      ],
    });
  });
});
