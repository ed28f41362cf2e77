import type { BusinessRow } from "../businesses/business-serializer";
import { resolveCustomer } from "../customers/resolve-customer";
import type { Db } from "../db/client";
import { createInvoice } from "../receivables/create-invoice";
import { createInvoicePayment } from "../receivables/create-invoice-payment";
import { createInvoiceSchema } from "../schemas/invoice-input";
import { createInvoicePaymentSchema } from "../schemas/invoice-payment";

let counter = 0;

/** A customer of the business named `name`, made through the same code as an unknown customer_external_id. */
export async function createTestCustomer(db: Db, businessId: string, name = `Customer ${++counter}`) {
  return resolveCustomer(db, businessId, {
    customer_external_id: `customer-${crypto.randomUUID()}`,
    customer_name: name,
  });
}

export interface TestInvoiceOptions {
  customerId: string;
  /** The invoice's total: one line of this many cents, no tax. */
  cents: number;
  currency?: string;
  exchangeRate?: string;
  /** Sent at 2025-03-01 10:00Z unless false. */
  isSent?: boolean;
  invoiceNumber?: string;
  extra?: Record<string, unknown>;
}

/** An invoice made by createInvoice (the API's own code). */
export async function createTestInvoice(db: Db, business: BusinessRow, options: TestInvoiceOptions) {
  const input = createInvoiceSchema.parse({
    external_id: `invoice-${crypto.randomUUID()}`,
    customer_id: options.customerId,
    invoice_number: options.invoiceNumber ?? `INV-${crypto.randomUUID().slice(0, 8)}`,
    sent_at: options.isSent === false ? undefined : "2025-03-01T10:00:00Z",
    currency: options.currency,
    exchange_rate: options.exchangeRate,
    line_items: [{ unit_price: options.cents, description: "Work" }],
    ...options.extra,
  });
  return (await createInvoice(db, business, input)).invoice;
}

/** A payment recorded by createInvoicePayment on 2025-03-10 unless `fields` say otherwise. */
export async function payTestInvoice(
  db: Db,
  business: BusinessRow,
  invoiceId: string,
  fields: Record<string, unknown>,
) {
  const input = createInvoicePaymentSchema.parse({
    payment_method: "bank_transfer",
    payment_date: "2025-03-10",
    ...fields,
  });
  return (await createInvoicePayment(db, business, invoiceId, input)).payment;
}
