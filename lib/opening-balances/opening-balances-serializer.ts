import type { OpeningBalancesResponse } from "../schemas/opening-balances";
import type { OpeningBalances } from "./create-opening-balances";

export function serializeOpeningBalances(result: OpeningBalances): OpeningBalancesResponse {
  return {
    type: "OpeningBalances",
    as_of: result.asOf,
    equity_account_id: result.equityAccountId,
    bills: result.bills.map(({ bill, isNew }) => ({
      id: bill.id,
      external_id: bill.externalId,
      bill_number: bill.billNumber,
      vendor_id: bill.vendorId,
      currency: bill.currency,
      amount_cents: bill.totalCents,
      due_date: bill.dueDate,
      is_new: isNew,
    })),
    invoices: result.invoices.map(({ invoice, isNew }) => ({
      id: invoice.id,
      external_id: invoice.externalId ?? "",
      invoice_number: invoice.invoiceNumber,
      customer_id: invoice.customerId,
      currency: invoice.currency,
      amount_cents: invoice.totalCents,
      due_date: invoice.dueDate,
      is_new: isNew,
    })),
  };
}
