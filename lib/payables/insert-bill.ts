import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { param, preparedStatement } from "../db/prepared";
import { billLines, bills } from "../db/schema";
import type { BillRow } from "./bill-settlement";
import type { BillLineRow } from "./load-bill-relations";
import type { BillValues } from "./prepare-bill";

/**
 * A parameter cast in SQL. Values go to the driver ready-made (dates as ISO text, JSON as text), and JSON goes
 * through `text` first: PGlite would encode a `jsonb` parameter's string once more, node-postgres would not.
 */
const cast = (name: string, type: string): SQL => sql`${param(name)}::${sql.raw(type)}`;

/**
 * The bill and its lines in one statement, prepared once: the bill's columns as parameters, the lines' as one array
 * per column (unnest, in order), so its text is the same for every bill whatever its line count.
 */
const insertBillStatement = preparedStatement((db) => {
  const insertedBill = db.$with("inserted_bill").as(
    db
      .insert(bills)
      .values({
        businessId: cast("businessId", "uuid"),
        id: cast("id", "uuid"),
        externalId: cast("externalId", "text"),
        vendorId: cast("vendorId", "uuid"),
        billNumber: cast("billNumber", "text"),
        vendorBillNumber: cast("vendorBillNumber", "text"),
        purchaseOrderNumber: cast("purchaseOrderNumber", "text"),
        memo: cast("memo", "text"),
        referenceNumbers: cast("referenceNumbers", "text[]"),
        attachmentUrls: cast("attachmentUrls", "text[]"),
        metadata: cast("metadata", "text::jsonb"),
        currency: cast("currency", "text"),
        exchangeRate: cast("exchangeRate", "numeric"),
        issueDate: cast("issueDate", "date"),
        receivedAt: cast("receivedAt", "timestamptz"),
        dueAt: cast("dueAt", "timestamptz"),
        dueDate: cast("dueDate", "date"),
        approvedAt: cast("approvedAt", "timestamptz"),
        subtotalCents: cast("subtotalCents", "bigint"),
        lineTaxCents: cast("lineTaxCents", "bigint"),
        additionalSalesTaxes: cast("additionalSalesTaxes", "text::jsonb"),
        additionalSalesTaxesCents: cast("additionalSalesTaxesCents", "bigint"),
        totalCents: cast("totalCents", "bigint"),
        totalBaseCents: cast("totalBaseCents", "bigint"),
        journalEntryId: cast("journalEntryId", "uuid"),
        createdAt: cast("createdAt", "timestamptz"),
        updatedAt: cast("updatedAt", "timestamptz"),
      })
      .onConflictDoNothing({ target: [bills.businessId, bills.externalId] })
      .returning(),
  );
  const lineRows = sql`select ${cast("businessId", "uuid")}, l.id, ${cast("id", "uuid")}, l.line_no, l.account_id,
      l.description, l.product, l.quantity, l.unit_price, l.subtotal_cents, l.sales_taxes::jsonb, l.tax_cents,
      l.tax_rate, l.total_cents
    from unnest(${cast("lineIds", "uuid[]")}, ${cast("lineNos", "integer[]")}, ${cast("lineAccountIds", "uuid[]")},
      ${cast("lineDescriptions", "text[]")}, ${cast("lineProducts", "text[]")}, ${cast("lineQuantities", "numeric[]")},
      ${cast("lineUnitPrices", "numeric[]")}, ${cast("lineSubtotals", "bigint[]")}, ${cast("lineSalesTaxes", "text[]")},
      ${cast("lineTaxAmounts", "bigint[]")}, ${cast("lineTaxRates", "numeric[]")}, ${cast("lineTotals", "bigint[]")})
      as l(id, line_no, account_id, description, product, quantity, unit_price, subtotal_cents, sales_taxes, tax_cents,
        tax_rate, total_cents)
    where exists (select 1 from inserted_bill)`;
  const insertedLines = db.$with("inserted_lines").as(db.insert(billLines).select(lineRows));
  return db.with(insertedBill, insertedLines).select().from(insertedBill).prepare("insert_bill");
});

const isoOrNull = (value: Date | null | undefined) => value?.toISOString() ?? null;

/**
 * The bill and its lines in one statement (a round trip costs more than the writes). The bill comes back as stored;
 * the lines as given, which sets every column: only numerics differ, unpadded (`"2"` for `"2.000000"`), the same
 * number to the serializer. A known external_id stores nothing and gives undefined: `on conflict do nothing` (which
 * waits for a concurrent transaction inserting it, and skips once that one commits), so the caller needs no
 * savepoint to survive a repeat.
 */
export async function insertBill(
  tx: Db,
  values: BillValues & { vendorId: string },
  lines: BillLineRow[],
): Promise<{ bill: BillRow; lines: BillLineRow[] } | undefined> {
  const [bill] = await insertBillStatement(tx).execute({
    businessId: values.businessId,
    id: values.id,
    externalId: values.externalId,
    vendorId: values.vendorId,
    billNumber: values.billNumber ?? null,
    vendorBillNumber: values.vendorBillNumber ?? null,
    purchaseOrderNumber: values.purchaseOrderNumber ?? null,
    memo: values.memo ?? null,
    referenceNumbers: values.referenceNumbers ?? [],
    attachmentUrls: values.attachmentUrls ?? [],
    metadata:
      values.metadata === null || values.metadata === undefined ? null : JSON.stringify(values.metadata),
    currency: values.currency,
    exchangeRate: values.exchangeRate ?? "1",
    issueDate: values.issueDate,
    receivedAt: isoOrNull(values.receivedAt),
    dueAt: isoOrNull(values.dueAt),
    dueDate: values.dueDate,
    approvedAt: isoOrNull(values.approvedAt),
    subtotalCents: values.subtotalCents,
    lineTaxCents: values.lineTaxCents,
    additionalSalesTaxes: JSON.stringify(values.additionalSalesTaxes ?? []),
    additionalSalesTaxesCents: values.additionalSalesTaxesCents ?? 0,
    totalCents: values.totalCents,
    totalBaseCents: values.totalBaseCents,
    journalEntryId: values.journalEntryId ?? null,
    createdAt: isoOrNull(values.createdAt ?? new Date()),
    updatedAt: isoOrNull(values.updatedAt ?? new Date()),
    lineIds: lines.map((line) => line.id),
    lineNos: lines.map((line) => line.lineNo),
    lineAccountIds: lines.map((line) => line.accountId),
    lineDescriptions: lines.map((line) => line.description),
    lineProducts: lines.map((line) => line.product),
    lineQuantities: lines.map((line) => line.quantity),
    lineUnitPrices: lines.map((line) => line.unitPrice),
    lineSubtotals: lines.map((line) => line.subtotalCents),
    lineSalesTaxes: lines.map((line) => JSON.stringify(line.salesTaxes)),
    lineTaxAmounts: lines.map((line) => line.taxCents),
    lineTaxRates: lines.map((line) => line.taxRate),
    lineTotals: lines.map((line) => line.totalCents),
  });
  return bill && { bill, lines };
}
