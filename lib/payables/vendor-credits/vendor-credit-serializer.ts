import type { SalesTax } from "../../credits/credit-lines";
import type { Db } from "../../db/client";
import type { vendorCreditAllocations, vendorCredits } from "../../db/schema";
import { documentSerializer } from "../../documents/document-serializer";
import type { Currency } from "../../schemas/currency";
import type { VendorCreditResponse } from "../../schemas/vendor-credit-response";
import type { VendorCreditStatus } from "../../schemas/vendor-credit";
import { serializeVendorReference } from "../../vendors/vendor-serializer";
import { outstandingCents } from "../bill-settlement";
import { loadVendorCreditParts } from "./load-vendor-credit-parts";

export type VendorCreditRow = typeof vendorCredits.$inferSelect;
export type VendorCreditAllocationRow = typeof vendorCreditAllocations.$inferSelect;

/** Exchange rates come back as numeric(24,12) text ("11.250000000000"); the response shows "11.25". */
const trimRate = (rate: string) => (rate.includes(".") ? rate.replace(/\.?0+$/, "") : rate);

/**
 * The one way a vendor credit leaves the API (every route uses it): the spec's object plus credit_note_number, memo,
 * metadata, exchange_rate, unapplied_amount and voided_at. A page's lines, allocations, vendors and documents are
 * loaded together. `origin` is where signed document links point (publicOrigin of the request).
 */
export async function serializeVendorCredits(
  db: Db,
  businessId: string,
  credits: readonly VendorCreditRow[],
  origin: string,
): Promise<VendorCreditResponse[]> {
  const parts = await loadVendorCreditParts(db, businessId, credits);
  const serializeDocument = parts.documents.size > 0 ? await documentSerializer(db, origin) : undefined;
  return credits.map((credit) => {
    const document = parts.documents.get(credit.id);
    return {
      id: credit.id,
      status: credit.status as VendorCreditStatus,
      received_at: credit.receivedAt?.toISOString() ?? null,
      vendor: serializeVendorReference(parts.vendors.get(credit.vendorId)!),
      source_bill_id: credit.sourceBillId,
      line_items: (parts.lines.get(credit.id) ?? []).map((line) => ({
        amount: line.amountCents,
        expense_account_identifier: { id: line.accountId, type: "AccountId" as const },
        sales_taxes: line.salesTaxes as SalesTax[],
        tags: line.tags as VendorCreditResponse["line_items"][number]["tags"],
        memo: line.memo,
        metadata: line.metadata,
        reference_number: line.referenceNumber,
      })),
      allocations: (parts.allocations.get(credit.id) ?? []).map((allocation) => ({
        bill_id: allocation.billId,
        bill_number: allocation.bill.billNumber,
        amount_cents: allocation.amountCents,
        bill_outstanding_balance_cents: outstandingCents(allocation.bill),
        applied_at: allocation.appliedAt.toISOString(),
      })),
      tags: credit.tags as Record<string, unknown>[],
      total_amount: credit.totalCents,
      applied_amount: credit.appliedCents,
      unapplied_amount: credit.totalCents - credit.appliedCents,
      document: document && serializeDocument ? serializeDocument(document) : null,
      created_at: credit.createdAt.toISOString(),
      updated_at: credit.updatedAt.toISOString(),
      external_id: credit.externalId,
      currency: credit.currency as Currency,
      exchange_rate: trimRate(credit.exchangeRate),
      credit_note_number: credit.creditNoteNumber,
      memo: credit.memo,
      metadata: credit.metadata,
      voided_at: credit.voidedAt?.toISOString() ?? null,
    };
  });
}

export async function serializeVendorCredit(
  db: Db,
  businessId: string,
  credit: VendorCreditRow,
  origin: string,
): Promise<VendorCreditResponse> {
  const [serialized] = await serializeVendorCredits(db, businessId, [credit], origin);
  return serialized!;
}
