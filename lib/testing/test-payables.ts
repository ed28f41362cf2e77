import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { createBill } from "../payables/create-bill";
import { createBillSchema } from "../schemas/bill-input";
import { resolveVendor } from "../vendors/resolve-vendor";

let counter = 0;

/** A vendor of the business named `name`, made through the same code as an unknown vendor_external_id. */
export async function createTestVendor(db: Db, businessId: string, name = `Vendor ${++counter}`) {
  return resolveVendor(db, businessId, {
    vendor_external_id: `vendor-${crypto.randomUUID()}`,
    vendor_name: name,
  });
}

export interface TestBillOptions {
  vendorId: string;
  /** The bill's total: one line of this many cents, no tax. */
  cents: number;
  currency?: string;
  exchangeRate?: string;
  isApproved?: boolean;
  billNumber?: string;
}

/** A bill made by createBill (endpoint 3's own code): approved on 2025-03-01 unless `isApproved` is false. */
export async function createTestBill(db: Db, business: BusinessRow, options: TestBillOptions) {
  const input = createBillSchema.parse({
    external_id: `bill-${crypto.randomUUID()}`,
    vendor_id: options.vendorId,
    bill_number: options.billNumber ?? `B-${++counter}`,
    bill_date: "2025-03-01",
    approved_at: options.isApproved === false ? undefined : "2025-03-01T10:00:00Z",
    currency: options.currency,
    exchange_rate: options.exchangeRate,
    line_items: [{ quantity: 1, unit_price: options.cents, description: "Goods" }],
  });
  const { bill } = await createBill(db, business, input);
  return bill;
}
