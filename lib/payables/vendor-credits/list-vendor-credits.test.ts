import { describe, expect, it } from "vitest";
import { createVendorCreditSchema, listVendorCreditsQuerySchema } from "../../schemas/vendor-credit";
import { createTestBusiness } from "../../testing/test-business";
import { setupTestDatabase } from "../../testing/test-database";
import { createTestBill, createTestVendor } from "../../testing/test-payables";
import { createVendorCredit } from "./create-vendor-credit";
import { listVendorCredits } from "./list-vendor-credits";
import { serializeVendorCredits } from "./vendor-credit-serializer";
import { updateVendorCredit } from "./update-vendor-credit";
import { voidVendorCredit } from "./void-vendor-credit";

const test = setupTestDatabase();

describe("listVendorCredits", () => {
  it("filters by every parameter alone and combined, newest first", async () => {
    const { business } = await createTestBusiness(test.db);
    const acme = await createTestVendor(test.db, business.id, "Acme Supplies");
    const globex = await createTestVendor(test.db, business.id, "Globex 100% Parts");
    const bill = await createTestBill(test.db, business, { vendorId: acme.id, cents: 10_000 });
    const make = async (body: Record<string, unknown>) =>
      (
        await createVendorCredit(
          test.db,
          business,
          createVendorCreditSchema.parse({ line_items: [{ amount: 1000 }], ...body }),
        )
      ).credit.id;
    const draft = await make({ vendor_id: acme.id, credit_note_number: "CN-001" });
    const march = await make({
      vendor_id: acme.id,
      external_id: "ext-march",
      received_at: "2025-03-10T08:00:00Z",
      source_bill_id: bill.id,
    });
    const april = await make({
      vendor_id: globex.id,
      credit_note_number: "CN-APR",
      received_at: "2025-04-30T23:59:59Z",
    });
    const applied = await make({ vendor_id: acme.id, received_at: "2025-05-01T00:00:00Z" });
    await updateVendorCredit(test.db, business, applied, {
      allocations: [{ bill_id: bill.id, amount: 1000 }],
    });
    const voided = await make({ vendor_id: globex.id, received_at: "2025-05-02T00:00:00Z" });
    await voidVendorCredit(test.db, business, voided);

    const ids = async (query: Record<string, string>) => {
      const { rows, total } = await listVendorCredits(
        test.db,
        business,
        listVendorCreditsQuerySchema.parse(query),
      );
      expect(total).toBe(query.page_size ? 5 : rows.length);
      return rows.map((row) => row.id);
    };
    expect(await ids({})).toEqual([voided, applied, april, march, draft]);
    expect(await ids({ status: "draft,void" })).toEqual([voided, draft]);
    expect(await ids({ status: "applied" })).toEqual([applied]);
    expect(await ids({ vendor_id: `${globex.id},${crypto.randomUUID()}` })).toEqual([voided, april]);
    expect(await ids({ vendor_external_id: acme.externalId! })).toEqual([applied, march, draft]);
    expect(await ids({ source_bill_id: bill.id })).toEqual([march]);
    expect(
      await ids({ received_at_start: "2025-03-10T08:00:00Z", received_at_end: "2025-04-30T23:59:59Z" }),
    ).toEqual([april, march]);
    expect(await ids({ received_at_start: "2025-05-01T00:00:00.001Z" })).toEqual([voided]);
    expect(await ids({ search: "cn-" })).toEqual([april, draft]);
    expect(await ids({ search: "MARCH" })).toEqual([march]);
    expect(await ids({ search: "100%" })).toEqual([voided, april]);
    expect(await ids({ search: "acme", status: "received,applied", received_at_end: "2025-04-01" })).toEqual([
      march,
    ]);
    expect(await ids({ page: "2", page_size: "2" })).toEqual([april, march]);
  });

  it("serializes a page with lines, active allocations and the vendor reference", async () => {
    const { business, account } = await createTestBusiness(test.db);
    const vendor = await createTestVendor(test.db, business.id, "Initech");
    const bill = await createTestBill(test.db, business, {
      vendorId: vendor.id,
      cents: 900,
      billNumber: "B-77",
    });
    const body = createVendorCreditSchema.parse({
      vendor_id: vendor.id,
      received_at: "2025-03-01T09:00:00Z",
      tags: [{ key: "project", value: "apollo" }],
      line_items: [
        {
          amount: 400,
          memo: "Returned",
          tags: ["returns"],
          metadata: { rma: 17 },
          sales_taxes: [{ name: "VAT", rate: "25" }],
        },
      ],
      allocations: [{ bill_id: bill.id, amount: 300 }],
    });
    const { credit } = await createVendorCredit(test.db, business, body);
    const [serialized] = await serializeVendorCredits(test.db, business.id, [credit], "https://ledger.test");
    expect(serialized).toMatchObject({
      id: credit.id,
      status: "partially_applied",
      received_at: "2025-03-01T09:00:00.000Z",
      vendor: { id: vendor.id, external_id: vendor.externalId, display_name: "Initech" },
      line_items: [
        {
          amount: 400,
          expense_account_identifier: { id: account("6000").id, type: "AccountId" },
          sales_taxes: [{ name: "VAT", rate: "25", amount: 100 }],
          tags: ["returns"],
          memo: "Returned",
          metadata: { rma: 17 },
          reference_number: null,
        },
      ],
      allocations: [
        { bill_id: bill.id, bill_number: "B-77", amount_cents: 300, bill_outstanding_balance_cents: 600 },
      ],
      tags: [{ key: "project", value: "apollo" }],
      total_amount: 500,
      applied_amount: 300,
      unapplied_amount: 200,
      document: null,
      currency: "SEK",
      exchange_rate: "1",
    });
  });
});
