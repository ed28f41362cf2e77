import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { invoices } from "../../db/schema";
import { ApiError, type ErrorDetails } from "../../http/api-error";
import type { RefundAllocationInput } from "../../schemas/refund";
import { lockInvoice, type InvoiceRow } from "../invoice-settlement";

/** What an invoice can still give back: what was paid on it, less refunds that are not failed or cancelled. */
export const refundableCents = (invoice: Pick<InvoiceRow, "paidCents" | "refundedCents">) =>
  invoice.paidCents - invoice.refundedCents;

const REFUNDABLE_STATUSES = ["PAID", "PARTIALLY_PAID"];

/**
 * Checks a refund's allocations and locks their invoices in ascending id order: each invoice once, this business's,
 * the customer's and all in one currency (400). Returns the locked invoices and their currency.
 */
export async function lockRefundedInvoices(
  tx: Db,
  businessId: string,
  customerId: string,
  allocations: readonly RefundAllocationInput[],
): Promise<{ invoices: Map<string, InvoiceRow>; currency: string }> {
  const ids = allocations.map((allocation) => allocation.invoice_id.toLowerCase());
  const details: ErrorDetails = {};
  const at = (index: number, message: string) => (details[`allocations.${index}.invoice_id`] = [message]);
  ids.forEach((id, index) => ids.indexOf(id) !== index && at(index, "This invoice is listed twice."));
  const found = await tx
    .select({ id: invoices.id, customerId: invoices.customerId, currency: invoices.currency })
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), inArray(invoices.id, ids)));
  const byId = new Map(found.map((row) => [row.id, row]));
  const currency = byId.get(ids[0]!)?.currency;
  ids.forEach((id, index) => {
    const invoice = byId.get(id);
    if (!invoice) at(index, "No invoice with this id in this business.");
    else if (invoice.customerId !== customerId) at(index, "The invoice is another customer's.");
    else if (invoice.currency !== currency)
      at(index, `The invoice is in ${invoice.currency}, the first in ${currency}.`);
  });
  if (Object.keys(details).length > 0) {
    throw ApiError.validation(
      details,
      "Allocations must be to invoices of the refund's customer, in one currency.",
    );
  }
  const locked = new Map<string, InvoiceRow>();
  for (const id of [...ids].sort()) locked.set(id, await lockInvoice(tx, businessId, id));
  return { invoices: locked, currency: currency! };
}

/** 409 unless each locked invoice is paid or partially paid and has its allocation's amount left to refund. */
export function assertRefundable(
  allocations: readonly RefundAllocationInput[],
  locked: ReadonlyMap<string, InvoiceRow>,
) {
  allocations.forEach((allocation, index) => {
    const invoice = locked.get(allocation.invoice_id.toLowerCase())!;
    if (!REFUNDABLE_STATUSES.includes(invoice.status)) {
      throw ApiError.conflict(
        `Invoice ${invoice.invoiceNumber} is ${invoice.status}: only a paid or partially paid invoice can be refunded.`,
        { [`allocations.${index}.invoice_id`]: [`${invoice.status}.`] },
      );
    }
    const room = refundableCents(invoice);
    if (allocation.amount > room) {
      throw ApiError.conflict(
        `Refunding ${allocation.amount} cents would exceed what was paid on invoice ${invoice.invoiceNumber} and ` +
          `not refunded yet (${room} cents).`,
        { [`allocations.${index}.amount`]: [`At most ${room} cents.`] },
      );
    }
  });
}
