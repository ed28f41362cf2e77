import "server-only";
import { eq } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import { createCustomer } from "../customers/create-customer";
import type { Db } from "../db/client";
import { serverSettings } from "../db/schema";
import { createInvoice } from "../receivables/create-invoice";
import { createInvoicePayment } from "../receivables/create-invoice-payment";
import { invoiceOutstandingCents } from "../receivables/invoice-settlement";
import { voidInvoice } from "../receivables/void-invoice";
import { createCustomerSchema } from "../schemas/customer";
import { createInvoiceSchema } from "../schemas/invoice-input";
import { createInvoicePaymentSchema } from "../schemas/invoice-payment";
import { addDays, daysBetween, todayInZone } from "../time/business-date";
import { seededRandom } from "./seeded-random";

const CUSTOMERS = [
  { id: "corner-cafe", name: "Corner Café", terms: 14, processor: "stripe" },
  { id: "hotel-norra", name: "Hotel Norra", terms: 30 },
  { id: "school-kitchen", name: "Municipal School Kitchen", terms: 30 },
  { id: "wedding-co", name: "Wedding & Co", terms: 10, processor: "stripe" },
  { id: "office-park", name: "Office Park Catering", terms: 30, processor: "adyen" },
  { id: "deli-express", name: "Deli Express", terms: 20 },
  { id: "tourist-shop", name: "Tourist Gift Shop", terms: 30, currency: "EUR" },
];
const RATES: Record<string, Record<string, string>> = { SEK: { EUR: "11.38" }, GBP: { EUR: "0.86" } };
const PRODUCTS = [
  { product: "Sourdough loaves", unit: 4_500, account: "4000" },
  { product: "Pastry platter", unit: 38_000, account: "4000" },
  { product: "Catering service", unit: 95_000, account: "4100" },
  { product: "Celebration cake", unit: 120_000, account: "4000" },
];

/**
 * A year of receivables for a demo business through the same domain functions as the API: customers, invoices in
 * every state (draft, sent, overdue, partially paid, paid through a bank or a processor, cancelled), some in a
 * foreign currency. Runs once per business; credits, refunds and payouts are added by their own seed.
 */
export async function seedDemoReceivables(db: Db, business: BusinessRow): Promise<void> {
  const marker = `demo_receivables:${business.id}`;
  const [done] = await db.select().from(serverSettings).where(eq(serverSettings.name, marker));
  if (done) return;
  const random = seededRandom(business.name.length * 104_729);
  const today = todayInZone(business.timezone);
  const rates = RATES[business.baseCurrency] ?? {};
  const noon = (date: string) => `${date}T11:00:00Z`;
  for (const customer of CUSTOMERS) {
    await createCustomer(
      db,
      business.id,
      createCustomerSchema.parse({
        external_id: customer.id,
        company_name: customer.name,
        payment_terms_days: customer.terms,
        email: `accounts@${customer.id}.example`,
      }),
    ).catch(() => undefined); // already there from an interrupted earlier run
  }
  for (let n = 1; n <= 80; n++) {
    const customer = random.pick(CUSTOMERS);
    const currency =
      customer.currency && rates[customer.currency] ? customer.currency : business.baseCurrency;
    const issued = addDays(today, -random.int(0, 365));
    const isDraft = daysBetween(issued, today) < 10 && random.chance(0.5);
    const { invoice } = await createInvoice(
      db,
      business,
      createInvoiceSchema.parse({
        external_id: `demo-invoice-${n}`,
        invoice_number: `INV-${2000 + n}`,
        customer_external_id: customer.id,
        sent_at: isDraft ? undefined : noon(issued),
        currency,
        exchange_rate: currency === business.baseCurrency ? undefined : rates[currency],
        memo: random.pick(["Weekly delivery", "Event catering", "Monthly order", "Special order"]),
        line_items: Array.from({ length: random.int(1, 3) }, () => {
          const item = random.pick(PRODUCTS);
          return {
            product: item.product,
            description: item.product,
            quantity: random.int(1, 12),
            unit_price: item.unit,
            account_identifier: { type: "AccountCode", code: item.account },
            sales_taxes: [{ name: "VAT", rate: "12" }],
          };
        }),
        tips: customer.id === "wedding-co" ? random.int(0, 5) * 10_000 : 0,
      }),
      new Date(noon(issued)),
    );
    if (isDraft) continue;
    const age = daysBetween(issued, today);
    const fate = random.next();
    if (fate < 0.05) {
      await voidInvoice(db, business, invoice.id, { invoice_number: invoice.invoiceNumber });
      continue;
    }
    if (age < 15 || fate < 0.2) continue; // recent or forgotten: open, the older ones overdue
    const outstanding = invoiceOutstandingCents(invoice);
    const amount = fate < 0.35 ? Math.round(outstanding / 2) : outstanding;
    await createInvoicePayment(
      db,
      business,
      invoice.id,
      createInvoicePaymentSchema.parse({
        amount_cents: amount,
        payment_date: addDays(issued, Math.min(age, random.int(3, customer.terms + 10))),
        payment_method: customer.processor ? "card" : "bank_transfer",
        processor: customer.processor,
        processor_payment_id: customer.processor ? `demo_${customer.processor}_${n}` : undefined,
        fee_cents: customer.processor ? Math.round(amount * 0.014) + 180 : 0,
        external_id: `demo-invoice-payment-${n}`,
      }),
    );
  }
  await db.insert(serverSettings).values({ name: marker, value: today }).onConflictDoNothing();
}
