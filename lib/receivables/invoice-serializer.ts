import type { BusinessRow } from "../businesses/business-serializer";
import { serializeCustomer } from "../customers/customer-serializer";
import type { Db } from "../db/client";
import { documentSerializer, type DocumentSerializer } from "../documents/document-serializer";
import type { TaxAmount } from "../money/document-amounts";
import { plainDecimal } from "../money/plain-decimal";
import type { InvoiceResponse } from "../schemas/invoice";
import type { INVOICE_TYPES } from "../schemas/invoice-input";
import { todayInZone } from "../time/business-date";
import { invoiceOutstandingCents, type InvoiceRow } from "./invoice-settlement";
import { invoiceStatusOf, isInvoiceOverdue } from "./invoice-status";
import { loadInvoiceRelations, type InvoiceLineRow, type InvoiceRelations } from "./load-invoice-relations";
import type { StoredAdditionalTax } from "./prepare-invoice";

const accountIdentifier = (id: string) => ({ id, type: "AccountId" as const });
const iso = (value: Date | null) => value?.toISOString() ?? null;

function serializeLine(line: InvoiceLineRow) {
  return {
    id: line.id,
    invoice_id: line.invoiceId,
    account_identifier: accountIdentifier(line.accountId),
    description: line.description,
    unit_price: Number(line.unitPrice),
    quantity: Number(line.quantity),
    subtotal: line.subtotalCents,
    discount_amount: line.discountCents,
    sales_taxes_total: line.taxCents,
    total_amount: line.totalCents,
    tax_rate: Number(line.taxRate),
    sales_taxes: line.salesTaxes as TaxAmount[],
    external_id: line.externalId,
    product: line.product,
  };
}

function invoiceResponse(
  invoice: InvoiceRow,
  relations: InvoiceRelations,
  serializeDocument: DocumentSerializer,
  today: string,
): InvoiceResponse {
  const document = relations.documents.get(invoice.id);
  const customer = relations.customers.get(invoice.customerId)!;
  const allocations = (map: InvoiceRelations["creditAllocations"]) => map.get(invoice.id) ?? [];
  return {
    type: "Invoice",
    id: invoice.id,
    business_id: invoice.businessId,
    status: invoiceStatusOf(invoice, today),
    sent_at: iso(invoice.sentAt),
    due_at: iso(invoice.dueAt),
    paid_at: iso(invoice.paidAt),
    voided_at: null,
    is_overdue: isInvoiceOverdue(invoice, today),
    invoice_number: invoice.invoiceNumber,
    invoice_type: invoice.invoiceType as (typeof INVOICE_TYPES)[number],
    currency: invoice.currency,
    exchange_rate: plainDecimal(invoice.exchangeRate),
    customer: serializeCustomer(customer, relations.balances.get(customer.id) ?? 0),
    line_items: (relations.lines.get(invoice.id) ?? []).map(serializeLine),
    subtotal: invoice.subtotalCents,
    additional_discount: invoice.additionalDiscountCents,
    additional_sales_taxes: (invoice.additionalSalesTaxes as StoredAdditionalTax[]).map(
      ({ tax_account_id, ...tax }) => ({ ...tax, tax_account: accountIdentifier(tax_account_id) }),
    ),
    additional_sales_taxes_total: invoice.additionalSalesTaxesCents,
    tips: invoice.tipsCents,
    tips_account: invoice.tipsAccountId,
    total_amount: invoice.totalCents,
    outstanding_balance: invoiceOutstandingCents(invoice),
    paid_amount: invoice.paidCents,
    credited_amount: invoice.creditedCents,
    refunded_amount: invoice.refundedCents,
    written_off_amount: invoice.writtenOffCents,
    payment_allocations: (relations.payments.get(invoice.id) ?? []).map((payment) => ({
      amount_cents: payment.amountCents,
      payment_date: payment.paymentDate,
      payment_method: payment.paymentMethod,
      payment_id: payment.id,
    })),
    credit_allocations: allocations(relations.creditAllocations).map((allocation) => ({
      amount_cents: allocation.amountCents,
      applied_at: allocation.at.toISOString(),
      credit_note_id: allocation.sourceId,
      reference_number: allocation.referenceNumber,
    })),
    refund_allocations: allocations(relations.refundAllocations).map((allocation) => ({
      refund_id: allocation.sourceId,
      amount_cents: allocation.amountCents,
      allocated_at: allocation.at.toISOString(),
      reference_number: allocation.referenceNumber,
    })),
    write_offs: (relations.writeOffs.get(invoice.id) ?? []).map((writeOff) => ({
      write_off_id: writeOff.id,
      amount_cents: writeOff.amountCents,
      reason: writeOff.reason,
      status: writeOff.status,
      write_off_at: writeOff.writeOffAt.toISOString(),
    })),
    document: document ? serializeDocument(document) : null,
    journal_entry_id: invoice.journalEntryId,
    imported_at: invoice.importedAt.toISOString(),
    created_at: invoice.createdAt.toISOString(),
    updated_at: invoice.updatedAt.toISOString(),
    external_id: invoice.externalId,
    memo: invoice.memo,
    reference_numbers: invoice.referenceNumbers,
    metadata: invoice.metadata ?? null,
  };
}

/**
 * The one invoice serializer: the spec's invoice object for each row, OVERDUE computed for the business's today, with
 * everything it embeds loaded for the whole page at once. `origin` makes the signed document links absolute.
 */
export async function serializeInvoices(
  db: Db,
  business: BusinessRow,
  rows: readonly InvoiceRow[],
  origin: string,
  now = new Date(),
): Promise<InvoiceResponse[]> {
  const [relations, serializeDocument] = await Promise.all([
    loadInvoiceRelations(db, business.id, rows),
    documentSerializer(db, origin),
  ]);
  const today = todayInZone(business.timezone, now);
  return rows.map((invoice) => invoiceResponse(invoice, relations, serializeDocument, today));
}

export async function serializeInvoice(
  db: Db,
  business: BusinessRow,
  row: InvoiceRow,
  origin: string,
): Promise<InvoiceResponse> {
  const [response] = await serializeInvoices(db, business, [row], origin);
  return response!;
}
