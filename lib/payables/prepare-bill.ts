import { randomUUID } from "node:crypto";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import type { billLines, bills } from "../db/schema";
import type { AccountRow } from "../ledger/account-serializer";
import type { JournalEntryInput } from "../ledger/post-journal-entry";
import { resolveAccounts, type AccountRequest } from "../ledger/resolve-account";
import type { CreateBillInput } from "../schemas/bill-input";
import { billAmounts, type TaxAmount } from "./bill-amounts";
import { billDates } from "./bill-dates";
import { billJournalEntry } from "./bill-journal-entry";
import { billMemo, billPosting, billPostingItems } from "./bill-posting";
import { exchangeRateFor } from "./exchange-rate";

export type BillValues = Omit<typeof bills.$inferInsert, "vendorId"> & { id: string };
/** Every column of a new line, so that the line needs no reading back. */
export type BillLineValues = typeof billLines.$inferSelect;
/** How an additional tax is kept in `bills.additional_sales_taxes`. */
export type StoredAdditionalTax = TaxAmount & { tax_account_id: string };

export interface PreparedBill {
  bill: BillValues;
  lines: BillLineValues[];
  /** The entry to post for a bill created approved (its id is already the bill's `journal_entry_id`), else null. */
  entry: JournalEntryInput | null;
  /** Every account the bill and its entry use, as resolveAccounts gave them, so the ledger need not read them. */
  accounts: AccountRow[];
}

/**
 * Everything a new bill stores, computed and checked before anything is written: dates, currency and rate, amounts,
 * and the accounts of its lines and taxes (an unknown one is 400 at its field, all reported at once, from one read of
 * the accounts). Ids are made here, so that the bill, its lines and its entry can name each other before any is
 * written, and the bill goes in once, already approved when `approved_at` is given. An update passes the bill's own id.
 */
export async function prepareBill(
  db: Db,
  business: BusinessRow,
  input: CreateBillInput,
  now = new Date(),
  billId: string = randomUUID(),
): Promise<PreparedBill> {
  const currency = input.currency ?? business.baseCurrency;
  const exchangeRate = exchangeRateFor(business, currency, input.exchange_rate);
  const dates = billDates(input, business.timezone, now);
  const amounts = billAmounts(input.line_items, input.additional_sales_taxes);
  const additionalTaxes = input.additional_sales_taxes ?? [];
  const requests: AccountRequest[] = [
    { reference: "accounts_payable", fieldPath: "line_items" },
    { reference: "input_tax", fieldPath: "line_items" },
    ...input.line_items.map((line, index) => ({
      reference: line.account_identifier ?? ("default_expense" as const),
      fieldPath: `line_items.${index}.account_identifier`,
    })),
    ...additionalTaxes.map((tax, index) => ({
      reference: tax.tax_account ?? ("input_tax" as const),
      fieldPath: `additional_sales_taxes.${index}.tax_account`,
    })),
  ];
  const resolved = await resolveAccounts(db, business.id, requests);
  const [payable, inputTax, ...rest] = resolved;
  const lineAccounts = rest.slice(0, input.line_items.length);
  const taxAccounts = rest.slice(input.line_items.length);
  const lines: BillLineValues[] = input.line_items.map((line, index) => {
    const computed = amounts.lines[index]!;
    return {
      businessId: business.id,
      id: randomUUID(),
      billId,
      lineNo: index + 1,
      accountId: lineAccounts[index]!.id,
      description: line.description ?? null,
      product: line.product ?? null,
      quantity: String(line.quantity),
      unitPrice: String(line.unit_price),
      subtotalCents: computed.subtotalCents,
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
  const items = billPostingItems(
    lines,
    storedTaxes.map((tax) => ({ accountId: tax.tax_account_id, amount: tax.amount })),
    inputTax!.id,
  );
  const memo = billMemo({ billNumber: input.bill_number, externalId: input.external_id });
  const { totalBaseCents } = billPosting(items, payable!.id, exchangeRate, null, memo);
  const bill = {
    businessId: business.id,
    id: billId,
    externalId: input.external_id,
    billNumber: input.bill_number ?? null,
    vendorBillNumber: input.vendor_bill_number ?? null,
    purchaseOrderNumber: input.purchase_order_number ?? null,
    memo: input.memo ?? null,
    referenceNumbers: input.reference_numbers ?? [],
    attachmentUrls: input.attachment_urls ?? [],
    metadata: input.metadata ?? null,
    currency,
    exchangeRate,
    ...dates,
    subtotalCents: amounts.subtotalCents,
    lineTaxCents: amounts.lineTaxCents,
    additionalSalesTaxes: storedTaxes,
    additionalSalesTaxesCents: amounts.additionalTaxCents,
    totalCents: amounts.totalCents,
    totalBaseCents,
    createdAt: now,
    updatedAt: now,
  } satisfies BillValues;
  const nonCurrentAssetIds = new Set(
    lineAccounts.filter((account) => account.classification === "non_current_asset").map((row) => row.id),
  );
  const entry =
    dates.approvedAt &&
    billJournalEntry(
      business,
      bill,
      lines,
      { payableId: payable!.id, inputTaxId: inputTax!.id, nonCurrentAssetIds },
      dates.approvedAt,
    );
  return { bill: { ...bill, journalEntryId: entry?.id ?? null }, lines, entry, accounts: resolved };
}
