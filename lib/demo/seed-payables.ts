import "server-only";
import { eq } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { serverSettings } from "../db/schema";
import { createBill } from "../payables/create-bill";
import { createBillPayment } from "../payables/create-bill-payment";
import { outstandingCents } from "../payables/bill-settlement";
import { createVendorCredit } from "../payables/vendor-credits/create-vendor-credit";
import { updateVendorCredit } from "../payables/vendor-credits/update-vendor-credit";
import { listBills } from "../payables/list-bills";
import { listBillsQuerySchema } from "../schemas/bill";
import { createBillSchema } from "../schemas/bill-input";
import { createBillPaymentSchema } from "../schemas/bill-payment";
import { createVendorCreditSchema, updateVendorCreditSchema } from "../schemas/vendor-credit";
import { addDays, daysBetween, todayInZone } from "../time/business-date";
import { seededRandom } from "./seeded-random";

const VENDORS = [
  { id: "office-supplies", name: "Office Supplies Co", account: "6000" },
  { id: "landlord", name: "City Properties", account: "6100" },
  { id: "power", name: "Nordic Power", account: "6300" },
  { id: "cloud", name: "Cloudworks Inc", account: "6400", currency: "USD" },
  { id: "flour-mill", name: "Valley Flour Mill", account: "5000" },
  { id: "packaging", name: "PackRight", account: "5000" },
  { id: "accountant", name: "Ledger & Sons", account: "6000" },
  { id: "equipment", name: "Euro Kitchen Equipment", account: "1500", currency: "EUR" },
];
const RATES: Record<string, Record<string, string>> = {
  SEK: { USD: "10.52", EUR: "11.38" },
  GBP: { USD: "0.79", EUR: "0.86" },
};

/**
 * A year of payables for a demo business, booked through the same domain functions as the API: bills (some
 * overdue, some partly paid, some in a foreign currency), payments and vendor credits. Runs once per business.
 */
export async function seedDemoPayables(db: Db, business: BusinessRow): Promise<void> {
  const marker = `demo_payables:${business.id}`;
  const [done] = await db.select().from(serverSettings).where(eq(serverSettings.name, marker));
  if (done) return;
  const random = seededRandom(business.name.length * 7919);
  const today = todayInZone(business.timezone);
  const rates = RATES[business.baseCurrency] ?? {};
  const noon = (date: string) => `${date}T12:00:00Z`;
  for (let n = 1; n <= 90; n++) {
    const vendor = random.pick(VENDORS);
    const currency = vendor.currency && rates[vendor.currency] ? vendor.currency : business.baseCurrency;
    const billDate = addDays(today, -random.int(1, 365));
    const { bill } = await createBill(
      db,
      business,
      createBillSchema.parse({
        external_id: `demo-bill-${n}`,
        vendor_external_id: vendor.id,
        vendor_name: vendor.name,
        bill_number: `B-${1000 + n}`,
        vendor_bill_number: `${vendor.id.slice(0, 3).toUpperCase()}-${random.int(10000, 99999)}`,
        bill_date: billDate,
        due_at: addDays(billDate, random.pick([0, 14, 30, 30, 60])),
        approved_at: noon(billDate),
        currency,
        exchange_rate: currency === business.baseCurrency ? undefined : rates[currency],
        line_items: Array.from({ length: random.int(1, 4) }, () => ({
          description: random.pick(["Monthly service", "Supplies", "Delivery", "Maintenance", "Materials"]),
          quantity: random.int(1, 5),
          unit_price: random.int(5, 900) * 100,
          account_identifier: { type: "AccountCode", code: vendor.account },
          sales_taxes: [{ name: "VAT", rate: random.pick(["25", "12", "6"]) }],
        })),
      }),
      new Date(noon(billDate)),
    );
    const age = daysBetween(billDate, today);
    const settle = random.next();
    if (age < 20 || (age < 120 && settle < 0.2)) continue; // recent, or left open a while: some of them overdue
    const amount = settle < 0.3 ? Math.round(outstandingCents(bill) / 2) : outstandingCents(bill);
    const paymentDate = addDays(billDate, Math.min(age, random.int(5, 45)));
    await createBillPayment(
      db,
      business,
      bill.id,
      createBillPaymentSchema.parse({
        amount_cents: amount,
        payment_date: paymentDate,
        payment_method: random.pick(["bank_transfer", "card", "direct_debit"]),
        exchange_rate: currency === business.baseCurrency ? undefined : rates[currency],
        external_id: `demo-payment-${n}`,
      }),
    );
  }
  await seedDemoCredits(db, business, today);
  await db.insert(serverSettings).values({ name: marker, value: today }).onConflictDoNothing();
}

async function seedDemoCredits(db: Db, business: BusinessRow, today: string) {
  for (const [n, vendorId] of ["office-supplies", "flour-mill", "packaging"].entries()) {
    const receivedAt = `${addDays(today, -10 * (n + 1))}T12:00:00Z`;
    const { credit } = await createVendorCredit(
      db,
      business,
      createVendorCreditSchema.parse({
        external_id: `demo-credit-${n + 1}`,
        credit_note_number: `CN-${200 + n}`,
        vendor_external_id: vendorId,
        received_at: receivedAt,
        memo: "Returned goods",
        line_items: [{ amount: 25_000 * (n + 1), sales_taxes: [{ name: "VAT", rate: "25" }] }],
      }),
      new Date(receivedAt),
    );
    if (n === 2) continue; // one credit stays unapplied
    const open = await listBills(
      db,
      business,
      listBillsQuerySchema.parse({
        page_size: "20",
        vendor_external_id: vendorId,
        status: "received,partially_paid",
      }),
    );
    const target = open.rows.find((bill) => bill.currency === credit.currency && outstandingCents(bill) > 0);
    if (!target) continue;
    const amount = Math.min(outstandingCents(target), credit.totalCents);
    await updateVendorCredit(
      db,
      business,
      credit.id,
      updateVendorCreditSchema.parse({ allocations: [{ bill_id: target.id, amount }] }),
    );
  }
}
