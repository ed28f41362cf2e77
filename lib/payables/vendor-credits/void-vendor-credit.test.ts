import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { journalEntries } from "../../db/schema";
import { createVendorCreditSchema } from "../../schemas/vendor-credit";
import { roleBalance } from "../../testing/ledger-balances";
import { createTestBusiness } from "../../testing/test-business";
import { setupTestDatabase } from "../../testing/test-database";
import { createTestBill, createTestVendor } from "../../testing/test-payables";
import { createVendorCredit } from "./create-vendor-credit";
import { updateVendorCredit } from "./update-vendor-credit";
import { voidVendorCredit } from "./void-vendor-credit";

const test = setupTestDatabase();

describe("voidVendorCredit", () => {
  it("is refused while applied, then reverses the entry on the void date; voiding again changes nothing", async () => {
    const { business } = await createTestBusiness(test.db);
    const vendor = await createTestVendor(test.db, business.id);
    const bill = await createTestBill(test.db, business, { vendorId: vendor.id, cents: 800 });
    const body = { vendor_id: vendor.id, received_at: "2025-02-01", line_items: [{ amount: 500 }] };
    const { credit } = await createVendorCredit(test.db, business, createVendorCreditSchema.parse(body));
    await updateVendorCredit(test.db, business, credit.id, {
      allocations: [{ bill_id: bill.id, amount: 500 }],
    });

    await expect(voidVendorCredit(test.db, business, credit.id)).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/applied to bills/),
    });
    await updateVendorCredit(test.db, business, credit.id, { allocations: [] });
    const now = new Date("2025-06-30T23:30:00Z");
    const voided = await voidVendorCredit(test.db, business, credit.id, now);
    expect(voided).toMatchObject({ status: "void", voidedAt: now });
    const [, reversal] = await test.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.businessId, business.id), eq(journalEntries.sourceId, credit.id)))
      .orderBy(journalEntries.createdAt);
    expect(reversal).toMatchObject({ reversesEntryId: credit.journalEntryId, entryDate: "2025-07-01" });
    expect(await roleBalance(test.db, business.id, "accounts_payable")).toBe(-800);

    const again = await voidVendorCredit(test.db, business, credit.id);
    expect(again).toEqual(voided);
    await expect(
      updateVendorCredit(test.db, business, credit.id, { allocations: [{ bill_id: bill.id, amount: 1 }] }),
    ).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/void/) });
  });

  it("voids a draft without touching the ledger", async () => {
    const { business } = await createTestBusiness(test.db);
    const vendor = await createTestVendor(test.db, business.id);
    const body = { vendor_id: vendor.id, line_items: [{ amount: 500 }] };
    const { credit } = await createVendorCredit(test.db, business, createVendorCreditSchema.parse(body));
    await expect(voidVendorCredit(test.db, business, credit.id)).resolves.toMatchObject({ status: "void" });
    const rows = await test.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.businessId, business.id));
    expect(rows.filter((row) => row.source === "vendor_credit")).toEqual([]);
  });
});
