import type { BusinessRow } from "../businesses/business-serializer";
import { DEFAULT_PAYMENT_TERMS_DAYS, type CustomerRow } from "../customers/customer-serializer";
import type { Db } from "../db/client";
import type { invoiceLines, invoices } from "../db/schema";
import { documentPosting } from "../ledger/document-posting";
import { resolveAccounts, type AccountRequest } from "../ledger/resolve-account";
import type { TaxAmount } from "../money/document-amounts";
import { exchangeRateFor } from "../payables/exchange-rate";
import type { CreateInvoiceInput } from "../schemas/invoice-input";
import { ApiError } from "../http/api-error";
import { instantInZone } from "../time/zoned-time";
import { invoiceAmounts } from "./invoice-amounts";
import { invoiceDueDates } from "./invoice-dates";
import { invoicePostingItems } from "./invoice-posting";

export type InvoiceValues = typeof invoices.$inferInsert;
export type InvoiceLineValues = Omit<typeof invoiceLines.$inferInsert, "invoiceId"> & {
  accountId: string;
  discountCents: number;
  taxCents: number;
};
/** How an additional tax is kept in `invoices.additional_sales_taxes`. */
export type StoredAdditionalTax = TaxAmount & { tax_account_id: string };

export const invoiceMemo = (invoice: { invoiceNumber: string }) => `Invoice ${invoice.invoiceNumber}`;

function sentAtOf(input: CreateInvoiceInput, timeZone: string, now: Date): Date | null {
  if (input.status === "DRAFT" && input.sent_at) {
    throw ApiError.validation({ status: ["A DRAFT invoice has no sent_at: leave one of them out."] });
  }
  if (input.sent_at) return instantInZone(input.sent_at, timeZone);
  return input.status === "SENT" ? now : null;
}

/**
 * Everything a new invoice stores, computed and checked before anything is written: currency and rate, amounts,
 * dates, and the accounts of its lines, taxes and tips (an unknown one is 400 at its field, all reported at once).
 * The invoice is stored as a draft; `sentAt` is for postInvoiceJournalEntry.
 */
export async function prepareInvoice(
  db: Db,
  business: BusinessRow,
  customer: CustomerRow,
  input: CreateInvoiceInput,
  now = new Date(),
): Promise<{ invoice: InvoiceValues; lines: InvoiceLineValues[]; sentAt: Date | null }> {
  const currency = input.currency ?? business.baseCurrency;
  const exchangeRate = exchangeRateFor(business, currency, input.exchange_rate);
  const amounts = invoiceAmounts({
    lines: input.line_items,
    additionalDiscountCents: input.additional_discount,
    additionalTaxes: input.additional_sales_taxes ?? [],
    tipsCents: input.tips,
  });
  const sentAt = sentAtOf(input, business.timezone, now);
  const terms = customer.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS_DAYS;
  const due = invoiceDueDates(input.due_at, sentAt, terms, business.timezone);
  const additionalTaxes = input.additional_sales_taxes ?? [];
  const hasTips = input.tips > 0 || Boolean(input.tips_account);
  const requests: AccountRequest[] = [
    { reference: "accounts_receivable", fieldPath: "line_items" },
    { reference: "sales_tax_payable", fieldPath: "line_items" },
    ...(hasTips ? [{ reference: input.tips_account ?? ("tips" as const), fieldPath: "tips_account" }] : []),
    ...input.line_items.map((line, index) => ({
      reference: line.account_identifier ?? ("default_revenue" as const),
      fieldPath: `line_items.${index}.account_identifier`,
    })),
    ...additionalTaxes.map((tax, index) => ({
      reference: tax.tax_account ?? ("sales_tax_payable" as const),
      fieldPath: `additional_sales_taxes.${index}.tax_account`,
    })),
  ];
  const [receivable, salesTax, ...resolved] = await resolveAccounts(db, business.id, requests);
  const tipsAccount = hasTips ? resolved.shift()! : null;
  const lineAccounts = resolved.slice(0, input.line_items.length);
  const taxAccounts = resolved.slice(input.line_items.length);
  const lines: InvoiceLineValues[] = input.line_items.map((line, index) => {
    const computed = amounts.lines[index]!;
    return {
      businessId: business.id,
      lineNo: index + 1,
      accountId: lineAccounts[index]!.id,
      externalId: line.external_id ?? null,
      description: line.description ?? null,
      product: line.product ?? null,
      quantity: String(line.quantity),
      unitPrice: String(line.unit_price),
      subtotalCents: computed.subtotalCents,
      discountCents: computed.discountCents,
      salesTaxes: computed.salesTaxes,
      taxCents: computed.taxCents,
      taxRate: computed.taxRate,
      totalCents: computed.totalCents,
    };
  });
  const storedTaxes: StoredAdditionalTax[] = amounts.additionalTaxes.map((tax, index) => ({
    ...tax,
    tax_account_id: taxAccounts[index]!.id,
  }));
  const items = invoicePostingItems(
    lines,
    { additionalDiscountCents: amounts.additionalDiscountCents, tipsCents: amounts.tipsCents },
    storedTaxes.map((tax) => ({ accountId: tax.tax_account_id, amount: tax.amount })),
    { salesTaxPayable: salesTax!.id, tips: tipsAccount?.id ?? null },
  );
  const memo = invoiceMemo({ invoiceNumber: input.invoice_number });
  const { totalBaseCents } = documentPosting({
    items,
    counterAccountId: receivable!.id,
    rate: exchangeRate,
    foreignCurrency: null,
    memo,
    itemSide: "credit",
  });
  return {
    invoice: {
      businessId: business.id,
      externalId: input.external_id ?? null,
      invoiceNumber: input.invoice_number,
      invoiceType: input.invoice_type,
      customerId: customer.id,
      currency,
      exchangeRate,
      status: "DRAFT",
      ...due,
      importedAt: now,
      memo: input.memo ?? null,
      referenceNumbers: input.reference_numbers ?? [],
      metadata: input.metadata ?? null,
      subtotalCents: amounts.subtotalCents,
      lineDiscountCents: amounts.lineDiscountCents,
      additionalDiscountCents: amounts.additionalDiscountCents,
      lineTaxCents: amounts.lineTaxCents,
      additionalSalesTaxes: storedTaxes,
      additionalSalesTaxesCents: amounts.additionalTaxCents,
      tipsCents: amounts.tipsCents,
      tipsAccountId: tipsAccount?.id ?? null,
      totalCents: amounts.totalCents,
      totalBaseCents,
      createdAt: now,
      updatedAt: now,
    },
    lines,
    sentAt,
  };
}
