import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { customers, invoicePayments, invoices, serverSettings } from "../db/schema";
import { createCustomerCredit } from "../receivables/customer-credits/create-customer-credit";
import { invoiceOutstandingCents } from "../receivables/invoice-settlement";
import { createRefund } from "../receivables/refunds/create-refund";
import { createRefundPayment } from "../receivables/refunds/create-refund-payment";
import { createCustomerCreditSchema } from "../schemas/customer-credit";
import { createRefundSchema } from "../schemas/refund";
import { createRefundPaymentSchema } from "../schemas/refund-payment";
import { addDays, todayInZone } from "../time/business-date";
import { seedDemoPayouts } from "./seed-demo-payouts";

const noon = (date: string) => `${date}T11:00:00Z`;

/**
 * What the demo's receivables still lack, booked through the API's domain functions once per business (after
 * seedDemoReceivables): credit notes (applied, unapplied and a draft), refunds of paid invoices (paid through the bank
 * or the processor, one pending, one half paid), and one payout a month per processor settling the processor's
 * payments and refund payments of that month.
 */
export async function seedDemoReceivablesExtras(db: Db, business: BusinessRow): Promise<void> {
  const marker = `demo_receivables_extras:${business.id}`;
  const [done] = await db.select().from(serverSettings).where(eq(serverSettings.name, marker));
  if (done) return;
  const today = todayInZone(business.timezone);
  await seedCredits(db, business, today);
  await seedRefunds(db, business, today);
  await seedDemoPayouts(db, business, today);
  await db.insert(serverSettings).values({ name: marker, value: today }).onConflictDoNothing();
}

async function invoicesOf(db: Db, business: BusinessRow, customerExternalId: string, statuses: string[]) {
  return db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(
      customers,
      and(eq(customers.businessId, invoices.businessId), eq(customers.id, invoices.customerId)),
    )
    .where(
      and(
        eq(invoices.businessId, business.id),
        eq(customers.externalId, customerExternalId),
        eq(invoices.currency, business.baseCurrency),
        inArray(invoices.status, statuses),
      ),
    )
    .orderBy(asc(invoices.sentAt))
    .then((rows) => rows.map((row) => row.invoice));
}

async function seedCredits(db: Db, business: BusinessRow, today: string) {
  const plan = [
    { customer: "hotel-norra", amount: 60_000, daysAgo: 20, isApplied: true },
    { customer: "school-kitchen", amount: 25_000, daysAgo: 12, isApplied: true },
    { customer: "deli-express", amount: 15_000, daysAgo: 6, isApplied: false },
    { customer: "office-park", amount: 40_000, daysAgo: 0, isDraft: true },
  ];
  for (const [n, item] of plan.entries()) {
    const sentAt = noon(addDays(today, -item.daysAgo));
    const [open] = item.isApplied
      ? await invoicesOf(db, business, item.customer, ["SENT", "PARTIALLY_PAID"])
      : [];
    const amount = open ? Math.min(item.amount, invoiceOutstandingCents(open)) : item.amount;
    await createCustomerCredit(
      db,
      business,
      createCustomerCreditSchema.parse({
        external_id: `demo-credit-note-${n + 1}`,
        credit_note_number: `CN-${500 + n}`,
        customer_external_id: item.customer,
        sent_at: item.isDraft ? undefined : sentAt,
        memo: item.isDraft ? "Price adjustment (to be agreed)" : "Goodwill for a late delivery",
        source_invoice_id: open?.id,
        line_items: [{ amount, revenue_account_identifier: { type: "AccountCode", code: "4000" } }],
        allocations: open ? [{ invoice_id: open.id, amount }] : undefined,
      }),
      new Date(sentAt),
    );
  }
}

async function seedRefunds(db: Db, business: BusinessRow, today: string) {
  const plan = [
    { customer: "corner-cafe", share: 1, processor: "stripe", paid: 1 },
    { customer: "wedding-co", share: 0.5, processor: "stripe", paid: 1 },
    { customer: "hotel-norra", share: 0.25, paid: 1 },
    { customer: "office-park", share: 0.3, processor: "adyen", paid: 0.5 },
    { customer: "deli-express", share: 0.2, paid: 0 },
  ];
  for (const [n, item] of plan.entries()) {
    const [invoice] = await invoicesOf(db, business, item.customer, ["PAID"]);
    if (!invoice) continue;
    const [lastPayment] = await db
      .select({ date: invoicePayments.paymentDate })
      .from(invoicePayments)
      .where(and(eq(invoicePayments.businessId, business.id), eq(invoicePayments.invoiceId, invoice.id)))
      .orderBy(desc(invoicePayments.paymentDate))
      .limit(1);
    const refundedAt = addDays(lastPayment!.date, 7);
    if (refundedAt >= today) continue;
    const amount = Math.max(100, Math.round(invoice.paidCents * item.share));
    const { refund } = await createRefund(
      db,
      business,
      createRefundSchema.parse({
        external_id: `demo-refund-${n + 1}`,
        reference_number: `RF-${700 + n}`,
        customer_id: invoice.customerId,
        refunded_amount: amount,
        is_dedicated: true,
        memo: item.share === 1 ? "Order cancelled" : "Part of the order returned",
        allocations: [{ invoice_id: invoice.id, amount, description: "Returned goods" }],
      }),
      new Date(noon(refundedAt)),
    );
    if (item.paid === 0) continue;
    await createRefundPayment(
      db,
      business,
      refund.id,
      createRefundPaymentSchema.parse({
        external_id: `demo-refund-payment-${n + 1}`,
        refunded_amount: Math.round(amount * item.paid),
        processor: item.processor,
        refund_processing_fee: item.processor ? 0 : 500,
        completed_at: noon(addDays(refundedAt, 1)),
      }),
      new Date(noon(addDays(refundedAt, 1))),
    );
  }
}
