import { describe, expect, it } from "vitest";
import { cashFlow } from "../reports/cash-flow";
import { createBillSchema } from "../schemas/bill-input";
import { createBillPaymentSchema } from "../schemas/bill-payment";
import { setupTestDatabase } from "../testing/test-database";
import { createTestBusiness } from "../testing/test-business";
import { createBill } from "./create-bill";
import { createBillPayment } from "./create-bill-payment";

const test = setupTestDatabase();

/**
 * decisions.md §7 (IAS 7 ¶43): equipment bought on a supplier's bill shows in investing when, and as far as, the bill
 * is paid, and its unpaid balance is not a working-capital change. The VAT on it is ordinary working capital.
 */
describe("equipment bought on a bill", () => {
  it("shows the paid share in investing and leaves the unpaid balance out of working capital", async () => {
    const { business } = await createTestBusiness(test.db);
    const { bill } = await createBill(
      test.db,
      business,
      createBillSchema.parse({
        external_id: "oven",
        vendor_external_id: "kitchen-supplier",
        bill_date: "2026-03-01",
        approved_at: "2026-03-01T10:00:00Z",
        line_items: [
          {
            description: "Oven",
            unit_price: 1_000_000,
            account_identifier: { type: "AccountCode", code: "1500" },
            sales_taxes: [{ name: "VAT", rate: "25" }],
          },
        ],
      }),
    );
    const period = { start_date: "2026-01-01", end_date: "2026-12-31", detail_level: "detailed" as const };

    const unpaid = await cashFlow(test.db, business, period);
    expect(unpaid.summary).toMatchObject({
      net_cash_from_operating_cents: 0,
      net_cash_from_investing_cents: 0,
      net_cash_from_financing_cents: 0,
    });

    await createBillPayment(
      test.db,
      business,
      bill.id,
      createBillPaymentSchema.parse({
        amount_cents: 500_000,
        payment_date: "2026-04-01",
        payment_method: "bank_transfer",
      }),
    );
    const partlyPaid = await cashFlow(test.db, business, period);
    // 500,000 of the 1,250,000 payable cleared: 400,000 of it bought the oven, 100,000 paid its VAT.
    expect(partlyPaid.summary).toMatchObject({
      net_cash_from_investing_cents: -400_000,
      net_cash_from_operating_cents: -100_000,
      net_change_in_cash_cents: -500_000,
    });
    expect(partlyPaid.cash_reconciliation.reconciles).toBe(true);
  });
});
