import { describe, expect, it } from "vitest";
import { formPathOf } from "./server-field-errors";

const values = {
  external_id: "x",
  exchange_rate: "",
  document: null,
  line_items: [{ account_identifier: "id-1", unit_price: "", sales_taxes: [{ name: "VAT", rate: "" }] }],
};

describe("formPathOf", () => {
  it.each([
    ["exchange_rate", "exchange_rate"],
    ["line_items.0.unit_price", "line_items.0.unit_price"],
    ["line_items.0.account_identifier.id", "line_items.0.account_identifier"],
    ["line_items.0.sales_taxes.0.rate", "line_items.0.sales_taxes.0.rate"],
    ["line_items", "line_items"],
    ["document.file", "document"],
  ])("%s is shown on %s", (apiPath, formPath) => {
    expect(formPathOf(apiPath, values)).toBe(formPath);
  });

  it.each(["external_id", "received_at", "additional_sales_taxes.0.tax_account"])(
    "%s has no field on the form",
    (apiPath) => {
      expect(formPathOf(apiPath, values)).toBeUndefined();
    },
  );
});

describe("formPathOf with a form's own hidden fields", () => {
  const invoiceValues = {
    customer_external_id: "embed-customer-1",
    customer_name: "",
    line_items: [{ discount_amount: "11" }],
  };
  const hidden = new Set(["customer_external_id"]);

  it("puts a line's discount error on the line's discount", () => {
    expect(formPathOf("line_items.0.discount_amount", invoiceValues, hidden)).toBe(
      "line_items.0.discount_amount",
    );
  });

  it("leaves an error on a field the form made up to the alert", () => {
    expect(formPathOf("customer_external_id", invoiceValues, hidden)).toBeUndefined();
  });
});
