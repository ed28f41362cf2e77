import { toBaseCents } from "../money/decimal";
import type { InvoiceRow } from "./invoice-settlement";
import { invoiceOutstandingCents } from "./invoice-settlement";

/**
 * Base-currency accounts receivable that settling `amountCents` of a locked invoice clears: at the invoice's rate,
 * except that the amount that settles the invoice clears exactly what AR still holds for it, so an FX invoice leaves
 * no cent behind.
 */
export function receivableBaseCleared(invoice: InvoiceRow, amountCents: number): number {
  return amountCents === invoiceOutstandingCents(invoice)
    ? invoice.outstandingBaseCents
    : toBaseCents(amountCents, invoice.exchangeRate);
}
