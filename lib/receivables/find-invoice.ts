import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { invoices } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { InvoiceRow } from "./invoice-settlement";

/** One invoice of the business; 404 for another business's invoice or none at all. */
export async function getInvoice(db: Db, businessId: string, invoiceId: string): Promise<InvoiceRow> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), eq(invoices.id, invoiceId)));
  if (!invoice) throw ApiError.notFound("Invoice");
  return invoice;
}

export async function findInvoiceByExternalId(
  db: Db,
  businessId: string,
  externalId: string,
): Promise<InvoiceRow | undefined> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), eq(invoices.externalId, externalId)));
  return invoice;
}
