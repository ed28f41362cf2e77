import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jsonRows } from "../db/json-rows";
import { preparedStatement } from "../db/prepared";
import { billLines, bills } from "../db/schema";
import type { BillRow } from "./bill-settlement";
import type { BillLineRow } from "./load-bill-relations";
import type { BillValues } from "./prepare-bill";

export interface NewBill {
  values: BillValues & { vendorId: string };
  lines: BillLineRow[];
}

/**
 * Many bills and their lines in one statement, for batch imports. A bill whose external_id is already taken (by an
 * earlier bill, one earlier in the same list, or a concurrent transaction once it commits) is left out with its
 * lines, as `on conflict do nothing` does: the caller answers it with the existing bill, as the single create does.
 */
const insertBillsStatement = preparedStatement((db) => {
  const insertedBills = db.$with("inserted_bills").as(
    db
      .insert(bills)
      .select(jsonRows(bills, "bills", "bills"))
      .onConflictDoNothing({ target: [bills.businessId, bills.externalId] })
      .returning(),
  );
  const lineRows = sql`${jsonRows(billLines, "bill_lines", "lines", "l")}
    where l.bill_id in (select id from inserted_bills)`;
  const insertedLines = db.$with("inserted_lines").as(db.insert(billLines).select(lineRows));
  return db.with(insertedBills, insertedLines).select().from(insertedBills).prepare("insert_bills");
});

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;

/** Stores the bills not already known by external_id; returns those it stored, as stored. */
export async function insertBills(tx: Db, newBills: readonly NewBill[]): Promise<BillRow[]> {
  if (newBills.length === 0) return [];
  const now = new Date();
  const billRows = newBills.map(({ values }) => ({
    business_id: values.businessId,
    id: values.id,
    external_id: values.externalId,
    vendor_id: values.vendorId,
    bill_number: values.billNumber ?? null,
    vendor_bill_number: values.vendorBillNumber ?? null,
    purchase_order_number: values.purchaseOrderNumber ?? null,
    memo: values.memo ?? null,
    reference_numbers: values.referenceNumbers ?? [],
    attachment_urls: values.attachmentUrls ?? [],
    metadata: values.metadata ?? null,
    currency: values.currency,
    exchange_rate: values.exchangeRate ?? "1",
    issue_date: values.issueDate,
    received_at: iso(values.receivedAt),
    due_at: iso(values.dueAt),
    due_date: values.dueDate,
    approved_at: iso(values.approvedAt),
    paid_at: null,
    voided_at: null,
    void_reason: null,
    status: "received",
    subtotal_cents: values.subtotalCents,
    line_tax_cents: values.lineTaxCents,
    additional_sales_taxes: values.additionalSalesTaxes ?? [],
    additional_sales_taxes_cents: values.additionalSalesTaxesCents ?? 0,
    total_cents: values.totalCents,
    total_base_cents: values.totalBaseCents,
    paid_cents: 0,
    credited_cents: 0,
    journal_entry_id: values.journalEntryId ?? null,
    created_at: iso(values.createdAt ?? now),
    updated_at: iso(values.updatedAt ?? now),
  }));
  const lineRows = newBills.flatMap(({ lines }) =>
    lines.map((line) => ({
      business_id: line.businessId,
      id: line.id,
      bill_id: line.billId,
      line_no: line.lineNo,
      account_id: line.accountId,
      description: line.description,
      product: line.product,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      subtotal_cents: line.subtotalCents,
      sales_taxes: line.salesTaxes,
      tax_cents: line.taxCents,
      tax_rate: line.taxRate,
      total_cents: line.totalCents,
    })),
  );
  return insertBillsStatement(tx).execute({
    bills: JSON.stringify(billRows),
    lines: JSON.stringify(lineRows),
  });
}
