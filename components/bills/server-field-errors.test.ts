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
