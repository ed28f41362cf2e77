import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import {
  billPayments,
  bills,
  customers,
  invoicePayments,
  invoices,
  payouts,
  refundPayments,
  refunds,
  vendors,
} from "../db/schema";
import { toBaseCents } from "../money/decimal";
import { dateInZone } from "../time/business-date";
import type { DemoMovement } from "./demo-bank-statement";

const BILL_PAYMENT_TYPES: Record<string, DemoMovement["transactionType"]> = {
  direct_debit: "direct_debit",
  card: "card_payment",
};

/**
 * The money a demo business's books say went through its bank: bill payments, invoice payments received without a
 * processor, refund payments made without one, and payouts paid out, each in base-currency cents with the name and
 * reference a bank line would show.
 */
export async function loadDemoMovements(db: Db, business: BusinessRow): Promise<DemoMovement[]> {
  const name = (table: typeof vendors | typeof customers) =>
    sql<string>`coalesce(${table.companyName}, ${table.individualName}, '')`;
  const billRows = await db
    .select({ payment: billPayments, reference: bills.vendorBillNumber, counterparty: name(vendors) })
    .from(billPayments)
    .innerJoin(bills, and(eq(bills.businessId, billPayments.businessId), eq(bills.id, billPayments.billId)))
    .innerJoin(vendors, and(eq(vendors.businessId, bills.businessId), eq(vendors.id, bills.vendorId)))
    .where(eq(billPayments.businessId, business.id));
  const invoiceRows = await db
    .select({ payment: invoicePayments, reference: invoices.invoiceNumber, counterparty: name(customers) })
    .from(invoicePayments)
    .innerJoin(
      invoices,
      and(eq(invoices.businessId, invoicePayments.businessId), eq(invoices.id, invoicePayments.invoiceId)),
    )
    .innerJoin(
      customers,
      and(eq(customers.businessId, invoicePayments.businessId), eq(customers.id, invoicePayments.customerId)),
    )
    .where(
      and(
        eq(invoicePayments.businessId, business.id),
        isNull(invoicePayments.processor),
        eq(invoicePayments.status, "completed"),
      ),
    );
  const refundRows = await db
    .select({ payment: refundPayments, reference: refunds.referenceNumber, counterparty: name(customers) })
    .from(refundPayments)
    .innerJoin(
      refunds,
      and(eq(refunds.businessId, refundPayments.businessId), eq(refunds.id, refundPayments.refundId)),
    )
    .innerJoin(
      customers,
      and(eq(customers.businessId, refunds.businessId), eq(customers.id, refunds.customerId)),
    )
    .where(
      and(
        eq(refundPayments.businessId, business.id),
        isNull(refundPayments.processor),
        eq(refundPayments.status, "completed"),
      ),
    );
  const payoutRows = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.businessId, business.id), eq(payouts.status, "paid")));
  return [
    ...billRows.map(({ payment, reference, counterparty }) => ({
      kind: "bill_payment" as const,
      id: payment.id,
      date: payment.paymentDate,
      amountCents: payment.cashBaseCents,
      direction: "debit" as const,
      counterparty,
      reference: reference ?? undefined,
      transactionType: BILL_PAYMENT_TYPES[payment.paymentMethod] ?? "bank_transfer",
    })),
    ...invoiceRows.map(({ payment, reference, counterparty }) => ({
      kind: "invoice_payment" as const,
      id: payment.id,
      date: payment.paymentDate,
      amountCents: payment.cashBaseCents,
      direction: "credit" as const,
      counterparty,
      reference,
      transactionType: "bank_transfer" as const,
    })),
    ...refundRows
      .filter(({ payment }) => payment.completedAt)
      .map(({ payment, reference, counterparty }) => ({
        kind: "refund_payment" as const,
        id: payment.id,
        date: dateInZone(payment.completedAt!, business.timezone),
        amountCents: toBaseCents(payment.refundedAmountCents, payment.exchangeRate),
        direction: "debit" as const,
        counterparty,
        reference: reference ?? undefined,
        transactionType: "bank_transfer" as const,
      })),
    ...payoutRows
      .filter((payout) => payout.completedAt && payout.paidOutAmountCents > 0)
      .map((payout) => ({
        kind: "payout" as const,
        id: payout.id,
        date: dateInZone(payout.completedAt!, business.timezone),
        amountCents: payout.paidOutAmountCents,
        direction: "credit" as const,
        counterparty: payout.processor.toUpperCase(),
        reference: payout.processorPayoutId,
        transactionType: "bank_transfer" as const,
      })),
  ].filter((movement) => movement.amountCents > 0);
}
