import { and, asc, eq, isNull, notInArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { anyOf, param, preparedStatement } from "../db/prepared";
import { customerCreditAllocations, customerCredits, refundAllocations, refunds } from "../db/schema";

/** A credit note's or a refund's part of an invoice, as the invoice object lists it. */
export interface InvoiceAllocation {
  invoiceId: string;
  /** The credit note or refund. */
  sourceId: string;
  amountCents: number;
  at: Date;
  referenceNumber: string | null;
}

const creditAllocationsStatement = preparedStatement((db) =>
  db
    .select({
      invoiceId: customerCreditAllocations.invoiceId,
      sourceId: customerCreditAllocations.customerCreditId,
      amountCents: customerCreditAllocations.amountCents,
      at: customerCreditAllocations.appliedAt,
      referenceNumber: customerCredits.creditNoteNumber,
    })
    .from(customerCreditAllocations)
    .innerJoin(
      customerCredits,
      and(
        eq(customerCredits.businessId, customerCreditAllocations.businessId),
        eq(customerCredits.id, customerCreditAllocations.customerCreditId),
      ),
    )
    .where(
      and(
        eq(customerCreditAllocations.businessId, param("businessId")),
        anyOf(customerCreditAllocations.invoiceId, "ids"),
        isNull(customerCreditAllocations.unappliedAt),
      ),
    )
    .orderBy(asc(customerCreditAllocations.appliedAt), asc(customerCreditAllocations.id))
    .prepare("invoice_page_credit_allocations"),
);

/** Active credit allocations of a page of invoices, oldest first. */
export function creditAllocationsOf(
  db: Db,
  businessId: string,
  invoiceIds: readonly string[],
): Promise<InvoiceAllocation[]> {
  return creditAllocationsStatement(db).execute({ businessId, ids: [...invoiceIds] });
}

const refundAllocationsStatement = preparedStatement((db) =>
  db
    .select({
      invoiceId: refundAllocations.invoiceId,
      sourceId: refundAllocations.refundId,
      amountCents: refundAllocations.amountCents,
      at: refundAllocations.allocatedAt,
      referenceNumber: refunds.referenceNumber,
    })
    .from(refundAllocations)
    .innerJoin(
      refunds,
      and(eq(refunds.businessId, refundAllocations.businessId), eq(refunds.id, refundAllocations.refundId)),
    )
    .where(
      and(
        eq(refundAllocations.businessId, param("businessId")),
        anyOf(refundAllocations.invoiceId, "ids"),
        notInArray(refunds.status, ["failed", "cancelled"]),
      ),
    )
    .orderBy(asc(refundAllocations.allocatedAt), asc(refundAllocations.id))
    .prepare("invoice_page_refund_allocations"),
);

/** Allocations of the refunds (not failed or cancelled) of a page of invoices, oldest first. */
export async function refundAllocationsOf(
  db: Db,
  businessId: string,
  invoiceIds: readonly string[],
): Promise<InvoiceAllocation[]> {
  const rows = await refundAllocationsStatement(db).execute({ businessId, ids: [...invoiceIds] });
  return rows.map((row) => ({ ...row, invoiceId: row.invoiceId! }));
}
