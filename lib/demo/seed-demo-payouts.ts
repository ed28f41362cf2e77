import "server-only";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { invoicePayments, refundPayments } from "../db/schema";
import { importPayout } from "../receivables/payouts/import-payout";
import { createPayoutSchema } from "../schemas/payout";
import { addDays, dateInZone } from "../time/business-date";

const noon = (date: string) => `${date}T11:00:00Z`;

/** One payout per processor and finished month, settling that month's completed processor payments. */
export async function seedDemoPayouts(db: Db, business: BusinessRow, today: string) {
  const payments = await db
    .select()
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.businessId, business.id),
        isNotNull(invoicePayments.processor),
        isNull(invoicePayments.payoutId),
        eq(invoicePayments.status, "completed"),
      ),
    );
  const refunds = await db
    .select()
    .from(refundPayments)
    .where(
      and(
        eq(refundPayments.businessId, business.id),
        isNotNull(refundPayments.processor),
        isNull(refundPayments.payoutId),
        eq(refundPayments.status, "completed"),
      ),
    );
  const thisMonth = today.slice(0, 7);
  const batches = new Map<string, { payments: typeof payments; refunds: typeof refunds }>();
  const batch = (processor: string, month: string) => {
    const key = `${processor}:${month}`;
    if (!batches.has(key)) batches.set(key, { payments: [], refunds: [] });
    return batches.get(key)!;
  };
  for (const payment of payments)
    batch(payment.processor!, payment.paymentDate.slice(0, 7)).payments.push(payment);
  for (const refund of refunds) {
    batch(refund.processor!, dateInZone(refund.completedAt!, business.timezone).slice(0, 7)).refunds.push(
      refund,
    );
  }
  for (const [key, { payments: settled, refunds: refunded }] of [...batches].sort()) {
    const [processor, month] = key.split(":") as [string, string];
    if (month >= thisMonth) continue;
    const gross = settled.reduce((sum, payment) => sum + payment.cashBaseCents, 0);
    const back = refunded.reduce((sum, refund) => sum + refund.refundedAmountCents, 0);
    const fees = settled.reduce((sum, payment) => sum + payment.feeCents, 0);
    const arrived = `${addDays(`${month}-01`, 35).slice(0, 7)}-03`;
    const isPaid = arrived <= today;
    await importPayout(
      db,
      business,
      createPayoutSchema.parse({
        processor,
        processor_payout_id: `demo_${processor}_${month}`,
        external_id: `demo-payout-${processor}-${month}`,
        reference_number: `${processor.toUpperCase()}-${month}`,
        memo: `${processor} settlement for ${month}`,
        invoice_payment_ids: settled.map((payment) => payment.id),
        refund_payment_ids: refunded.map((refund) => refund.id),
        fee_cents: fees,
        paid_out_amount_cents: Math.max(0, gross - back - fees),
        status: isPaid ? "paid" : "in_transit",
        completed_at: isPaid ? noon(arrived) : undefined,
      }),
      new Date(noon(arrived)),
    );
  }
}
