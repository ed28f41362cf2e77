import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BusinessRow } from "../../businesses/business-serializer";
import { bills, vendorCreditAllocations, vendorCredits } from "../../db/schema";
import { createVendorCreditSchema, type VendorCreditAllocationInput } from "../../schemas/vendor-credit";
import { openPayablesBaseCents, roleBalance } from "../../testing/ledger-balances";
import { createTestBusiness } from "../../testing/test-business";
import { setupTestDatabase } from "../../testing/test-database";
import { createTestBill, createTestVendor } from "../../testing/test-payables";
import type { BillRow } from "../bill-settlement";
import { voidBill } from "../void-bill";
import { activeAllocations } from "./allocate-vendor-credit";
import { createVendorCredit } from "./create-vendor-credit";
import { updateVendorCredit } from "./update-vendor-credit";

const test = setupTestDatabase();

async function receivedCredit(business: BusinessRow, vendorId: string, cents: number, extra = {}) {
  const body = { vendor_id: vendorId, received_at: "2025-03-05", line_items: [{ amount: cents }], ...extra };
  return (await createVendorCredit(test.db, business, createVendorCreditSchema.parse(body))).credit;
}

const allocate = (business: BusinessRow, creditId: string, allocations: VendorCreditAllocationInput[]) =>
  updateVendorCredit(test.db, business, creditId, { allocations });

async function snapshot(businessId: string) {
  return {
    credits: await test.db
      .select()
      .from(vendorCredits)
      .where(eq(vendorCredits.businessId, businessId))
      .orderBy(vendorCredits.id),
    bills: await test.db.select().from(bills).where(eq(bills.businessId, businessId)).orderBy(bills.id),
    allocations: await test.db
      .select()
      .from(vendorCreditAllocations)
      .where(eq(vendorCreditAllocations.businessId, businessId))
      .orderBy(vendorCreditAllocations.id),
  };
}

describe("allocating a vendor credit (PUT allocations)", () => {
  it("applies, keeps unchanged rows, re-applies changed amounts and unapplies omitted bills", async () => {
    const { business } = await createTestBusiness(test.db);
    const vendor = await createTestVendor(test.db, business.id);
    const billA = await createTestBill(test.db, business, { vendorId: vendor.id, cents: 600 });
    const billB = await createTestBill(test.db, business, { vendorId: vendor.id, cents: 800 });
    const credit = await receivedCredit(business, vendor.id, 1000);

    const partial = await allocate(business, credit.id, [
      { bill_id: billA.id, amount: 600 },
      { bill_id: billB.id, amount: 300 },
    ]);
    expect(partial).toMatchObject({ appliedCents: 900, status: "partially_applied" });
    const [first, state] = [
      await activeAllocations(test.db, business.id, credit.id),
      await snapshot(business.id),
    ];
    expect(state.bills.find((b) => b.id === billA.id)).toMatchObject({ creditedCents: 600, status: "paid" });
    expect(state.bills.find((b) => b.id === billB.id)).toMatchObject({
      creditedCents: 300,
      status: "partially_paid",
    });

    const full = await allocate(business, credit.id, [
      { bill_id: billA.id, amount: 600 },
      { bill_id: billB.id, amount: 400 },
    ]);
    expect(full).toMatchObject({ appliedCents: 1000, status: "applied" });
    const second = await activeAllocations(test.db, business.id, credit.id);
    const keptA = first.find((row) => row.billId === billA.id)!;
    expect(second.find((row) => row.billId === billA.id)!.id).toBe(keptA.id);
    const oldB = (await snapshot(business.id)).allocations.find(
      (row) => row.id === first.find((r) => r.billId === billB.id)!.id,
    )!;
    expect(oldB.unappliedAt).not.toBeNull();
    expect(oldB.unappliedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(second.find((row) => row.billId === billB.id)!.amountCents).toBe(400);

    const none = await allocate(business, credit.id, []);
    expect(none).toMatchObject({ appliedCents: 0, status: "received" });
    const after = await snapshot(business.id);
    expect(after.bills.map((b) => [b.creditedCents, b.status])).toEqual([
      [0, "received"],
      [0, "received"],
    ]);
    expect(after.allocations).toHaveLength(3);
    expect(after.allocations.every((row) => row.unappliedAt)).toBe(true);
    expect(await roleBalance(test.db, business.id, "accounts_payable")).toBe(
      await openPayablesBaseCents(test.db, business.id),
    );
  });

  it("refuses bad allocations with 400 or 409 and changes nothing", async () => {
    const { business } = await createTestBusiness(test.db);
    const vendor = await createTestVendor(test.db, business.id);
    const other = await createTestVendor(test.db, business.id);
    const bill = await createTestBill(test.db, business, { vendorId: vendor.id, cents: 500 });
    const othersBill = await createTestBill(test.db, business, { vendorId: other.id, cents: 500 });
    const euroBill = await createTestBill(test.db, business, {
      vendorId: vendor.id,
      cents: 500,
      currency: "EUR",
      exchangeRate: "11",
    });
    const unapproved = await createTestBill(test.db, business, {
      vendorId: vendor.id,
      cents: 500,
      isApproved: false,
    });
    const voided = await createTestBill(test.db, business, { vendorId: vendor.id, cents: 500 });
    await voidBill(test.db, business, voided.id);
    const credit = await receivedCredit(business, vendor.id, 700);
    await allocate(business, credit.id, [{ bill_id: bill.id, amount: 200 }]);
    const draft = (
      await createVendorCredit(
        test.db,
        business,
        createVendorCreditSchema.parse({ vendor_id: vendor.id, line_items: [{ amount: 100 }] }),
      )
    ).credit;
    const before = await snapshot(business.id);

    const cases: [string, string, VendorCreditAllocationInput[], string, RegExp | string][] = [
      [
        "another vendor's bill",
        credit.id,
        [{ bill_id: othersBill.id, amount: 100 }],
        "validation_error",
        "allocations.0.bill_id",
      ],
      [
        "another currency",
        credit.id,
        [{ bill_id: euroBill.id, amount: 100 }],
        "validation_error",
        "allocations.0.bill_id",
      ],
      [
        "an unknown bill",
        credit.id,
        [{ bill_id: crypto.randomUUID(), amount: 100 }],
        "validation_error",
        "allocations.0.bill_id",
      ],
      [
        "a bill twice",
        credit.id,
        [
          { bill_id: bill.id, amount: 1 },
          { bill_id: bill.id, amount: 2 },
        ],
        "validation_error",
        "allocations.1.bill_id",
      ],
      [
        "an unapproved bill",
        credit.id,
        [{ bill_id: unapproved.id, amount: 100 }],
        "conflict",
        /not approved/,
      ],
      ["a voided bill", credit.id, [{ bill_id: voided.id, amount: 100 }], "conflict", /voided/],
      [
        "more than the bill's balance",
        credit.id,
        [{ bill_id: bill.id, amount: 501 }],
        "conflict",
        /outstanding balance/,
      ],
      [
        "more than the credit",
        credit.id,
        [
          { bill_id: bill.id, amount: 500 },
          { bill_id: unapproved.id, amount: 201 },
        ],
        "conflict",
        /unapplied amount/,
      ],
      ["a draft credit", draft.id, [{ bill_id: bill.id, amount: 50 }], "conflict", /draft/],
    ];
    for (const [what, creditId, allocations, code, where] of cases) {
      const refusal = allocate(business, creditId, allocations);
      if (code === "validation_error") {
        await expect(refusal, what).rejects.toMatchObject({
          code,
          details: { [where as string]: expect.any(Array) },
        });
      } else {
        await expect(refusal, what).rejects.toMatchObject({ code, message: expect.stringMatching(where) });
      }
    }
    expect(await snapshot(business.id)).toEqual(before);
  });

  it("posts the exchange difference when the credit's rate differs from the bill's, and takes it back on unapply", async () => {
    const { business } = await createTestBusiness(test.db);
    const vendor = await createTestVendor(test.db, business.id);
    const bill = await createTestBill(test.db, business, {
      vendorId: vendor.id,
      cents: 1000,
      currency: "EUR",
      exchangeRate: "10",
    });
    const credit = await receivedCredit(business, vendor.id, 500, { currency: "EUR", exchange_rate: "11" });
    const balances = async () => ({
      ap: await roleBalance(test.db, business.id, "accounts_payable"),
      fx: await roleBalance(test.db, business.id, "fx_gain_loss"),
      open: await openPayablesBaseCents(test.db, business.id),
    });
    expect(await balances()).toEqual({ ap: -10_000 + 5500, fx: 0, open: -4500 });
    await allocate(business, credit.id, [{ bill_id: bill.id, amount: 500 }]);
    const [row] = await activeAllocations(test.db, business.id, credit.id);
    expect(row).toMatchObject({ amountCents: 500, apBaseCents: 5000 });
    // The bill's 5000 base cleared with a credit booked at 5500: a 500 loss, credited to AP.
    expect(await balances()).toEqual({ ap: -5000, fx: 500, open: -5000 });
    await allocate(business, credit.id, []);
    expect(await balances()).toEqual({ ap: -4500, fx: 0, open: -4500 });
  });

  it("lets the allocation that settles a bill clear what is left of its base amount", async () => {
    const { business } = await createTestBusiness(test.db);
    const vendor = await createTestVendor(test.db, business.id);
    // 3 euro cents at 0.5 is 1.5 → 2 base cents; each 1-cent share is 0.5 → 1, so the third share clears 0.
    const bill = await createTestBill(test.db, business, {
      vendorId: vendor.id,
      cents: 3,
      currency: "EUR",
      exchangeRate: "0.5",
    });
    for (let i = 0; i < 3; i++) {
      const credit = await receivedCredit(business, vendor.id, 1, { currency: "EUR", exchange_rate: "0.5" });
      await allocate(business, credit.id, [{ bill_id: bill.id, amount: 1 }]);
    }
    const rows = await test.db
      .select()
      .from(vendorCreditAllocations)
      .where(eq(vendorCreditAllocations.billId, bill.id));
    expect(rows.map((row) => row.apBaseCents).sort()).toEqual([0, 1, 1]);
    expect(await roleBalance(test.db, business.id, "accounts_payable")).toBe(0);
    expect(await openPayablesBaseCents(test.db, business.id)).toBe(0);
  });

  it("never over-applies a credit or a bill under 20 concurrent requests against one credit", async () => {
    const { business } = await createTestBusiness(test.db);
    const vendor = await createTestVendor(test.db, business.id);
    const targets: BillRow[] = [];
    for (let i = 0; i < 5; i++)
      targets.push(await createTestBill(test.db, business, { vendorId: vendor.id, cents: 700 }));
    const credit = await receivedCredit(business, vendor.id, 1000);
    // Each request alone fits (≤ 1000 in all, ≤ 700 a bill); two of them together would not.
    const requests = Array.from({ length: 20 }, (_, i) => [
      { bill_id: targets[i % 5]!.id, amount: 400 + ((i * 37) % 300) },
      { bill_id: targets[(i + 1) % 5]!.id, amount: 300 },
    ]);
    const results = await Promise.allSettled(
      requests.map((allocations) => allocate(business, credit.id, allocations)),
    );
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toMatchObject({ code: "conflict" });
    }
    expect(results.some((result) => result.status === "fulfilled")).toBe(true);
    await expectConsistent(business.id);
  });

  it("never over-applies one bill targeted by 20 credits at once", async () => {
    const { business } = await createTestBusiness(test.db);
    const vendor = await createTestVendor(test.db, business.id);
    const bill = await createTestBill(test.db, business, { vendorId: vendor.id, cents: 1000 });
    const credits = [];
    for (let i = 0; i < 20; i++) credits.push(await receivedCredit(business, vendor.id, 300));
    const results = await Promise.allSettled(
      credits.map((credit) => allocate(business, credit.id, [{ bill_id: bill.id, amount: 300 }])),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(3);
    for (const result of results) {
      if (result.status === "rejected")
        expect(result.reason).toMatchObject({
          code: "conflict",
          message: expect.stringMatching(/outstanding/),
        });
    }
    await expectConsistent(business.id);
    const [stored] = await test.db.select().from(bills).where(eq(bills.id, bill.id));
    expect(stored).toMatchObject({ creditedCents: 900, status: "partially_paid" });
  });
});

/** Cached amounts equal the active allocations, and none exceeds its document. */
async function expectConsistent(businessId: string) {
  const state = await snapshot(businessId);
  const active = state.allocations.filter((row) => !row.unappliedAt);
  const sumFor = (key: "vendorCreditId" | "billId", id: string) =>
    active.filter((row) => row[key] === id).reduce((sum, row) => sum + row.amountCents, 0);
  for (const credit of state.credits) {
    expect(credit.appliedCents).toBe(sumFor("vendorCreditId", credit.id));
    expect(credit.appliedCents).toBeLessThanOrEqual(credit.totalCents);
  }
  for (const bill of state.bills) {
    expect(bill.creditedCents).toBe(sumFor("billId", bill.id));
    expect(bill.creditedCents + bill.paidCents).toBeLessThanOrEqual(bill.totalCents);
  }
  expect(await roleBalance(test.db, businessId, "accounts_payable")).toBe(
    await openPayablesBaseCents(test.db, businessId),
  );
}
