import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { documentSerializer, type DocumentSerializer } from "../documents/document-serializer";
import { plainDecimal } from "../money/plain-decimal";
import type { BillResponse, BillStatus } from "../schemas/bill";
import type { PaymentMethod } from "../schemas/bill-payment";
import { todayInZone } from "../time/business-date";
import { serializeVendor } from "../vendors/vendor-serializer";
import { outstandingCents, type BillRow } from "./bill-settlement";
import type { TaxAmount } from "./bill-amounts";
import { isBillOverdue, paymentTerms } from "./bill-terms";
import { loadBillRelations, type BillLineRow, type BillRelations } from "./load-bill-relations";
import type { StoredAdditionalTax } from "./prepare-bill";

const accountIdentifier = (id: string) => ({ id, type: "AccountId" as const });

function serializeLine(line: BillLineRow, currency: string) {
  return {
    id: line.id,
    bill_id: line.billId,
    account_identifier: accountIdentifier(line.accountId),
    currency,
    unit_price: Number(line.unitPrice),
    quantity: Number(line.quantity),
    subtotal: line.subtotalCents,
    sales_taxes_total: line.taxCents,
    total_amount: line.totalCents,
    tax_rate: Number(line.taxRate),
    description: line.description,
    product: line.product,
    sales_taxes: line.salesTaxes as TaxAmount[],
  };
}

function billResponse(
  bill: BillRow,
  relations: BillRelations,
  serializeDocument: DocumentSerializer,
  today: string,
): BillResponse {
  const payments = relations.payments.get(bill.id) ?? [];
  const document = relations.documents.get(bill.id);
  return {
    type: "BillData",
    id: bill.id,
    business_id: bill.businessId,
    status: bill.status as BillStatus,
    terms: paymentTerms(bill.issueDate, bill.dueDate),
    issue_date: bill.issueDate,
    received_at: bill.receivedAt.toISOString(),
    due_at: bill.dueAt.toISOString(),
    approved_at: bill.approvedAt?.toISOString() ?? null,
    paid_at: bill.paidAt?.toISOString() ?? null,
    voided_at: bill.voidedAt?.toISOString() ?? null,
    void_reason: bill.voidReason,
    is_overdue: isBillOverdue(bill, today),
    currency: bill.currency,
    exchange_rate: plainDecimal(bill.exchangeRate),
    vendor: serializeVendor(relations.vendors.get(bill.vendorId)!) as BillResponse["vendor"],
    line_items: (relations.lines.get(bill.id) ?? []).map((line) => serializeLine(line, bill.currency)),
    bill_payment_allocations: payments.map((payment) => ({
      amount_cents: payment.amountCents,
      payment_date: payment.paymentDate,
      payment_method: payment.paymentMethod as PaymentMethod,
      bill_payment_id: payment.id,
    })),
    vendor_credit_allocations: (relations.creditAllocations.get(bill.id) ?? []).map((allocation) => ({
      amount_cents: allocation.amountCents,
      applied_at: allocation.appliedAt.toISOString(),
      vendor_credit_id: allocation.vendorCreditId,
      vendor_credit_number: allocation.creditNoteNumber,
    })),
    vendor_refund_allocations: [],
    additional_sales_taxes: (bill.additionalSalesTaxes as StoredAdditionalTax[]).map(
      ({ tax_account_id, ...tax }) => ({ ...tax, tax_account: accountIdentifier(tax_account_id) }),
    ),
    additional_sales_taxes_total: bill.additionalSalesTaxesCents,
    subtotal: bill.subtotalCents,
    total_amount: bill.totalCents,
    outstanding_balance: outstandingCents(bill),
    paid_by_bank_payments: bill.paidCents,
    paid_by_credits: bill.creditedCents,
    needs_reconciliation: payments.some((payment) => !payment.isReconciled),
    document: document ? serializeDocument(document) : null,
    journal_entry_id: bill.journalEntryId,
    created_at: bill.createdAt.toISOString(),
    updated_at: bill.updatedAt.toISOString(),
    external_id: bill.externalId,
    bill_number: bill.billNumber,
    vendor_bill_number: bill.vendorBillNumber,
    purchase_order_number: bill.purchaseOrderNumber,
    memo: bill.memo,
    reference_numbers: bill.referenceNumbers,
    attachment_urls: bill.attachmentUrls,
    metadata: bill.metadata ?? null,
  };
}

/**
 * The one bill serializer: the spec's bill object for each row, with everything it embeds loaded for the whole page
 * at once, or taken from `relations` when the caller already holds them (a bill it just created). `origin` makes
 * the signed document links absolute (lib/http/public-origin.ts).
 */
export async function serializeBills(
  db: Db,
  business: BusinessRow,
  rows: readonly BillRow[],
  origin: string,
  now = new Date(),
  relations?: BillRelations,
): Promise<BillResponse[]> {
  const [loaded, serializeDocument] = await Promise.all([
    relations ?? loadBillRelations(db, business.id, rows),
    documentSerializer(db, origin),
  ]);
  const today = todayInZone(business.timezone, now);
  return rows.map((bill) => billResponse(bill, loaded, serializeDocument, today));
}

export async function serializeBill(
  db: Db,
  business: BusinessRow,
  row: BillRow,
  origin: string,
  relations?: BillRelations,
): Promise<BillResponse> {
  const [response] = await serializeBills(db, business, [row], origin, new Date(), relations);
  return response!;
}
