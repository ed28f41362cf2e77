import { invoices } from "../db/schema";

/** What a document that points at invoices (a credit's or a refund's allocation) shows of each: number and balance. */
export const invoiceBalanceColumns = {
  invoiceNumber: invoices.invoiceNumber,
  status: invoices.status,
  totalCents: invoices.totalCents,
  paidCents: invoices.paidCents,
  creditedCents: invoices.creditedCents,
  writtenOffCents: invoices.writtenOffCents,
};
