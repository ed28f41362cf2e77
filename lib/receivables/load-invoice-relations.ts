import { and, asc, eq } from "drizzle-orm";
import { outstandingBalances } from "../customers/customer-balances";
import type { CustomerRow } from "../customers/customer-serializer";
import type { Db } from "../db/client";
import { anyOf, param, preparedStatement } from "../db/prepared";
import { customers, invoiceLines, invoicePayments, invoiceWriteOffs } from "../db/schema";
import type { DocumentRow } from "../documents/document-serializer";
import { latestDocuments } from "../documents/latest-documents";
import { creditAllocationsOf, refundAllocationsOf, type InvoiceAllocation } from "./invoice-allocations";
import type { InvoiceRow } from "./invoice-settlement";

export type { InvoiceAllocation };

export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;
export type InvoiceWriteOffRow = typeof invoiceWriteOffs.$inferSelect;

export interface InvoiceRelations {
  customers: Map<string, CustomerRow>;
  balances: Map<string, number>;
  lines: Map<string, InvoiceLineRow[]>;
  payments: Map<string, InvoicePaymentRow[]>;
  creditAllocations: Map<string, InvoiceAllocation[]>;
  refundAllocations: Map<string, InvoiceAllocation[]>;
  writeOffs: Map<string, InvoiceWriteOffRow[]>;
  documents: Map<string, DocumentRow>;
}

function groupByInvoice<T extends { invoiceId: string | null }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.invoiceId!);
    if (group) group.push(row);
    else groups.set(row.invoiceId!, [row]);
  }
  return groups;
}

const customersOfPage = preparedStatement((db) =>
  db
    .select()
    .from(customers)
    .where(and(eq(customers.businessId, param("businessId")), anyOf(customers.id, "ids")))
    .prepare("invoice_page_customers"),
);

const linesOfPage = preparedStatement((db) =>
  db
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.businessId, param("businessId")), anyOf(invoiceLines.invoiceId, "ids")))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.lineNo))
    .prepare("invoice_page_lines"),
);

const paymentsOfPage = preparedStatement((db) =>
  db
    .select()
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.businessId, param("businessId")),
        anyOf(invoicePayments.invoiceId, "ids"),
        eq(invoicePayments.status, "completed"),
      ),
    )
    .orderBy(asc(invoicePayments.paymentDate), asc(invoicePayments.createdAt), asc(invoicePayments.id))
    .prepare("invoice_page_payments"),
);

const writeOffsOfPage = preparedStatement((db) =>
  db
    .select()
    .from(invoiceWriteOffs)
    .where(
      and(eq(invoiceWriteOffs.businessId, param("businessId")), anyOf(invoiceWriteOffs.invoiceId, "ids")),
    )
    .orderBy(asc(invoiceWriteOffs.writeOffAt), asc(invoiceWriteOffs.id))
    .prepare("invoice_page_write_offs"),
);

/** What the invoice object embeds, for a whole page of invoices in eight prepared queries (one per kind, never per invoice). */
export async function loadInvoiceRelations(
  db: Db,
  businessId: string,
  rows: readonly InvoiceRow[],
): Promise<InvoiceRelations> {
  const ids = rows.map((invoice) => invoice.id);
  const customerIds = [...new Set(rows.map((invoice) => invoice.customerId))];
  if (ids.length === 0) {
    const empty = new Map();
    return {
      customers: empty,
      balances: empty,
      lines: empty,
      payments: empty,
      creditAllocations: empty,
      refundAllocations: empty,
      writeOffs: empty,
      documents: empty,
    };
  }
  const page = { businessId, ids };
  const [customerRows, balances, lines, payments, credits, refundRows, writeOffs, documents] =
    await Promise.all([
      customersOfPage(db).execute({ businessId, ids: customerIds }),
      outstandingBalances(db, businessId, customerIds),
      linesOfPage(db).execute(page),
      paymentsOfPage(db).execute(page),
      creditAllocationsOf(db, businessId, ids),
      refundAllocationsOf(db, businessId, ids),
      writeOffsOfPage(db).execute(page),
      latestDocuments(db, businessId, "invoice", ids),
    ]);
  return {
    customers: new Map(customerRows.map((customer) => [customer.id, customer])),
    balances,
    lines: groupByInvoice(lines),
    payments: groupByInvoice(payments),
    creditAllocations: groupByInvoice(credits),
    refundAllocations: groupByInvoice(refundRows),
    writeOffs: groupByInvoice(writeOffs),
    documents,
  };
}
