import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isApiError } from "../http/api-error";
import { createCustomerCreditSchema, updateCustomerCreditSchema } from "../schemas/customer-credit";
import {
  createInvoiceSchema,
  createInvoiceWriteOffSchema,
  voidInvoiceSchema,
} from "../schemas/invoice-input";
import { createInvoicePaymentSchema } from "../schemas/invoice-payment";
import { createPayoutSchema } from "../schemas/payout";
import { createRefundSchema } from "../schemas/refund";
import { createRefundPaymentSchema } from "../schemas/refund-payment";
import { openReceivablesBaseCentsAsOf } from "../testing/receivables-balances";
import { createTestBusiness } from "../testing/test-business";
import { expectBalancedBooks } from "../testing/balanced-books";
import { roleBalance } from "../testing/ledger-balances";
import { setupTestDatabase } from "../testing/test-database";
import { addDays } from "../time/business-date";
import { arAging } from "./ar-aging";
import { createInvoice } from "./create-invoice";
import { createInvoicePayment } from "./create-invoice-payment";
import { createCustomerCredit } from "./customer-credits/create-customer-credit";
import { updateCustomerCredit } from "./customer-credits/update-customer-credit";
import { voidCustomerCredit } from "./customer-credits/void-customer-credit";
import { getInvoice } from "./find-invoice";
import { invoiceOutstandingCents, type InvoiceRow } from "./invoice-settlement";
import { importPayout } from "./payouts/import-payout";
import { cancelRefund } from "./refunds/cancel-refund";
import { createRefund } from "./refunds/create-refund";
import { createRefundPayment } from "./refunds/create-refund-payment";
import { getRefund, type RefundRow } from "./refunds/find-refund";
import { refundableCents } from "./refunds/refunded-invoices";
import { voidInvoice } from "./void-invoice";
import { writeOffInvoice } from "./write-off-invoice";

/**
 * decisions.md §5 over random sequences of invoices, payments (some through a processor), write-offs, credits and
 * their allocations, refunds and their payments, payouts and voids, on one clock that moves forward: every entry
 * balances, the trial balance is zero, and the accounts-receivable ledger equals the open invoices less the unapplied
 * credits, and the AR aging's total, at every date tried.
 */
const test = setupTestDatabase();
const done = { invoices: 0, payments: 0, allocations: 0, refundPayments: 0, payouts: 0, voids: 0 };
const START = "2026-01-01";
const CUSTOMERS = ["anna", "bo", "cecilia"];
const CURRENCIES = [
  { currency: "SEK" },
  { currency: "EUR", exchange_rate: "11.2345" },
  { currency: "EUR", exchange_rate: "10.9876" },
];
const share = fc.double({ min: 0.05, max: 1, noNaN: true });
const part = (cents: number, fraction: number) => Math.max(1, Math.min(cents, Math.round(cents * fraction)));

const operation = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant("invoice" as const),
      customer: fc.constantFrom(...CUSTOMERS),
      fx: fc.constantFrom(...CURRENCIES),
      lines: fc.array(
        fc.record({
          quantity: fc.constantFrom(1, 2, 3),
          unit_price: fc.integer({ min: 1, max: 400_000 }),
          rate: fc.constantFrom("0", "12", "25"),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("pay" as const),
      pick: fc.nat(),
      share,
      isProcessor: fc.boolean(),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant("write_off" as const), pick: fc.nat(), share }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("void_invoice" as const), pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant("credit" as const),
      customer: fc.constantFrom(...CUSTOMERS),
      fx: fc.constantFrom(...CURRENCIES),
      amount: fc.integer({ min: 100, max: 300_000 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant("allocate" as const), pick: fc.nat(), share }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant("void_credit" as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("refund" as const), pick: fc.nat(), share }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant("refund_payment" as const),
      pick: fc.nat(),
      share,
      isProcessor: fc.boolean(),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant("cancel_refund" as const), pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant("payout" as const),
      fee: fc.nat(2000),
      variance: fc.integer({ min: -50, max: 50 }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({ kind: fc.constant("wait" as const), days: fc.integer({ min: 1, max: 40 }) }),
    weight: 1,
  },
);

describe("receivables keep the books consistent", () => {
  it("balances every entry and ties the AR ledger to open invoices less unapplied credits at every date", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: 20, maxLength: 50 }),
        fc.array(fc.nat(400), { minLength: 3, maxLength: 6 }),
        async (ops, offsets) => {
          const { business } = await createTestBusiness(test.db);
          let today = START;
          let n = 0;
          const at = () => new Date(`${today}T12:00:00Z`);
          const invoices: InvoiceRow[] = [];
          const credits: {
            id: string;
            customerId: string;
            currency: string;
            total: number;
            isVoid: boolean;
          }[] = [];
          const refunds: RefundRow[] = [];
          const settled = { payments: [] as string[], refunds: [] as string[] };
          const unsettled = { payments: [] as string[], refunds: [] as string[] };
          const pick = <T>(list: readonly T[], index: number) =>
            list.length ? list[index % list.length] : undefined;
          for (const op of ops) {
            n++;
            const open = invoices.filter((i) => invoiceOutstandingCents(i) > 0 && i.status !== "CANCELLED");
            try {
              if (op.kind === "wait") today = addDays(today, op.days);
              if (op.kind === "invoice") {
                const input = createInvoiceSchema.parse({
                  invoice_number: `INV-${n}`,
                  customer_external_id: op.customer,
                  sent_at: `${today}T12:00:00Z`,
                  ...op.fx,
                  line_items: op.lines.map((line) => ({
                    quantity: line.quantity,
                    unit_price: line.unit_price,
                    sales_taxes: line.rate === "0" ? [] : [{ name: "VAT", rate: line.rate }],
                  })),
                });
                invoices.push((await createInvoice(test.db, business, input, at())).invoice);
                done.invoices++;
              }
              const invoice = pick(open, "pick" in op ? op.pick : 0);
              if (op.kind === "pay" && invoice) {
                const input = createInvoicePaymentSchema.parse({
                  amount_cents: part(invoiceOutstandingCents(invoice), op.share),
                  payment_date: today,
                  payment_method: "card",
                  ...(op.isProcessor && { processor: "stripe" }),
                });
                const { payment } = await createInvoicePayment(test.db, business, invoice.id, input, at());
                if (op.isProcessor) unsettled.payments.push(payment.id);
                done.payments++;
              }
              if (op.kind === "write_off" && invoice) {
                const amount = part(invoiceOutstandingCents(invoice), op.share / 4);
                const input = createInvoiceWriteOffSchema.parse({
                  amount_cents: amount,
                  write_off_date: today,
                });
                await writeOffInvoice(test.db, business, invoice.id, input, at());
              }
              if (op.kind === "void_invoice") {
                const voidable = invoices.filter(
                  (i) => i.status === "SENT" && i.paidCents + i.creditedCents === 0,
                );
                const target = pick(voidable, op.pick);
                if (target && target.writtenOffCents === 0) {
                  const input = voidInvoiceSchema.parse({ invoice_number: target.invoiceNumber });
                  await voidInvoice(test.db, business, target.id, input, at());
                  done.voids++;
                }
              }
              if (op.kind === "credit") {
                const input = createCustomerCreditSchema.parse({
                  customer_external_id: op.customer,
                  sent_at: `${today}T12:00:00Z`,
                  ...op.fx,
                  line_items: [{ amount: op.amount, sales_taxes: [{ name: "VAT", rate: "25" }] }],
                });
                const { credit } = await createCustomerCredit(test.db, business, input, at());
                credits.push({ ...credit, total: credit.totalCents, isVoid: false });
              }
              const credit = pick(
                credits.filter((c) => !c.isVoid),
                "pick" in op ? op.pick : 0,
              );
              if (op.kind === "allocate" && credit) {
                const target = pick(
                  open.filter((i) => i.customerId === credit.customerId && i.currency === credit.currency),
                  op.pick,
                );
                const amount =
                  target && part(Math.min(invoiceOutstandingCents(target), credit.total), op.share);
                const allocations = target ? [{ invoice_id: target.id, amount }] : [];
                const input = updateCustomerCreditSchema.parse({ allocations });
                await updateCustomerCredit(test.db, business, credit.id, input, at());
                done.allocations++;
              }
              if (op.kind === "void_credit" && credit) {
                await voidCustomerCredit(test.db, business, credit.id, at());
                credit.isVoid = true;
              }
              if (op.kind === "refund") {
                const paid = invoices.filter(
                  (i) => refundableCents(i) > 0 && ["PAID", "PARTIALLY_PAID"].includes(i.status),
                );
                const target = pick(paid, op.pick);
                if (target) {
                  const amount = part(refundableCents(target), op.share);
                  const input = createRefundSchema.parse({
                    customer_id: target.customerId,
                    refunded_amount: amount,
                    allocations: [{ invoice_id: target.id, amount }],
                  });
                  refunds.push((await createRefund(test.db, business, input, at())).refund);
                }
              }
              const refund = pick(refunds, "pick" in op ? op.pick : 0);
              if (op.kind === "refund_payment" && refund) {
                const current = await getRefund(test.db, business.id, refund.id);
                const input = createRefundPaymentSchema.parse({
                  refunded_amount: part(current.refundedAmountCents, op.share),
                  completed_at: `${today}T12:00:00Z`,
                  refund_processing_fee: 25,
                  ...(op.isProcessor && { processor: "stripe" }),
                });
                const { payment } = await createRefundPayment(test.db, business, refund.id, input, at());
                if (op.isProcessor) unsettled.refunds.push(payment.id);
                done.refundPayments++;
              }
              if (op.kind === "cancel_refund" && refund)
                await cancelRefund(test.db, business, refund.id, at());
              if (op.kind === "payout" && unsettled.payments.length + unsettled.refunds.length > 0) {
                const input = createPayoutSchema.parse({
                  processor: "stripe",
                  processor_payout_id: `po-${n}`,
                  invoice_payment_ids: unsettled.payments,
                  refund_payment_ids: unsettled.refunds,
                  fee_cents: op.fee,
                  completed_at: `${today}T12:00:00Z`,
                });
                const { payout } = await importPayout(test.db, business, input, at());
                expect(payout.grossPaymentsAmountCents - payout.totalRefundsAmountCents).toBe(
                  payout.netAmountCents,
                );
                settled.payments.push(...unsettled.payments.splice(0));
                settled.refunds.push(...unsettled.refunds.splice(0));
                done.payouts++;
              }
            } catch (error) {
              // Refusals the rules allow (over-refunds, a draft's allocation, a state conflict) are part of the game.
              if (!isApiError(error) || error.status >= 500) throw error;
            }
            for (const [index, row] of invoices.entries())
              invoices[index] = await getInvoice(test.db, business.id, row.id);
          }
          await expectBalancedBooks(test.db, business.id);
          for (const asOf of [...offsets.map((days) => addDays(START, days)), today]) {
            const ledger = await roleBalance(test.db, business.id, "accounts_receivable", asOf);
            expect(ledger, `AR ledger vs open documents as of ${asOf}`).toBe(
              await openReceivablesBaseCentsAsOf(test.db, business, asOf),
            );
            const aging = await arAging(test.db, business, { as_of_date: asOf, group_by: "customer" });
            expect(aging.total_outstanding_cents, `AR aging vs ledger as of ${asOf}`).toBe(ledger);
            const bucketSum = Object.values(aging.total_aging_buckets).reduce((sum, cents) => sum + cents, 0);
            expect(bucketSum).toBe(ledger);
            const customerSum = aging.customers.reduce((sum, row) => sum + row.total_outstanding_cents, 0);
            expect(customerSum).toBe(ledger);
          }
        },
      ),
      // A fixed seed keeps CI deterministic (the coverage checks below included); PROPERTY_SEED explores others.
      {
        numRuns: Number(process.env.PROPERTY_RUNS ?? 12),
        seed: Number(process.env.PROPERTY_SEED ?? 20_261_121),
      },
    );
    expect(done.invoices).toBeGreaterThan(20);
    expect(done.payments).toBeGreaterThan(3);
    expect(done.allocations).toBeGreaterThan(0);
    expect(done.refundPayments).toBeGreaterThan(0);
    expect(done.payouts).toBeGreaterThan(0);
    expect(done.voids).toBeGreaterThan(0);
  }, 600_000);
});
