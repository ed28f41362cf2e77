import type { SalesTax } from "../../credits/credit-lines";
import type { Db } from "../../db/client";
import { documentSerializer } from "../../documents/document-serializer";
import { plainDecimal } from "../../money/plain-decimal";
import type { Currency } from "../../schemas/currency";
import type { CustomerCreditStatus } from "../../schemas/customer-credit";
import type { CustomerCreditResponse } from "../../schemas/customer-credit-response";
import { invoiceOutstandingCents } from "../invoice-settlement";
import type { CustomerCreditRow } from "./get-customer-credit";
import { loadCustomerCreditParts } from "./load-customer-credit-parts";

type LineTags = CustomerCreditResponse["line_items"][number]["tags"];

/**
 * The one way a customer credit leaves the API (every route uses it): the spec's object plus credit_note_number,
 * memo, metadata, currency, exchange_rate, unapplied_amount and voided_at. A page's lines, allocations, customers and
 * documents are loaded together. `origin` is where signed document links point (publicOrigin of the request).
 */
export async function serializeCustomerCredits(
  db: Db,
  businessId: string,
  credits: readonly CustomerCreditRow[],
  origin: string,
): Promise<CustomerCreditResponse[]> {
  const parts = await loadCustomerCreditParts(db, businessId, credits);
  const serializeDocument = parts.documents.size > 0 ? await documentSerializer(db, origin) : undefined;
  return credits.map((credit) => {
    const customer = parts.customers.get(credit.customerId)!;
    const document = parts.documents.get(credit.id);
    return {
      id: credit.id,
      status: credit.status as CustomerCreditStatus,
      sent_at: credit.sentAt?.toISOString() ?? null,
      customer: { id: customer.id, external_id: customer.externalId, display_name: customer.displayName },
      source_invoice_id: credit.sourceInvoiceId,
      line_items: (parts.lines.get(credit.id) ?? []).map((line) => ({
        amount: line.amountCents,
        revenue_account_identifier: { id: line.accountId, type: "AccountId" as const },
        sales_taxes: line.salesTaxes as SalesTax[],
        tags: line.tags as LineTags,
        memo: line.memo,
        metadata: line.metadata,
        reference_number: line.referenceNumber,
      })),
      allocations: (parts.allocations.get(credit.id) ?? []).map((allocation) => ({
        invoice_id: allocation.invoiceId,
        invoice_number: allocation.invoice.invoiceNumber,
        amount_cents: allocation.amountCents,
        invoice_outstanding_balance_cents: invoiceOutstandingCents(allocation.invoice),
        applied_at: allocation.appliedAt.toISOString(),
      })),
      tags: credit.tags as Record<string, unknown>[],
      total_amount: credit.totalCents,
      applied_amount: credit.appliedCents,
      unapplied_amount: credit.totalCents - credit.appliedCents - credit.refundedCents,
      document: document && serializeDocument ? serializeDocument(document) : null,
      created_at: credit.createdAt.toISOString(),
      updated_at: credit.updatedAt.toISOString(),
      external_id: credit.externalId,
      currency: credit.currency as Currency,
      exchange_rate: plainDecimal(credit.exchangeRate),
      credit_note_number: credit.creditNoteNumber,
      memo: credit.memo,
      metadata: credit.metadata,
      voided_at: credit.voidedAt?.toISOString() ?? null,
    };
  });
}

export async function serializeCustomerCredit(
  db: Db,
  businessId: string,
  credit: CustomerCreditRow,
  origin: string,
): Promise<CustomerCreditResponse> {
  const [serialized] = await serializeCustomerCredits(db, businessId, [credit], origin);
  return serialized!;
}
