import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { ApiError } from "../http/api-error";
import { resolveAccount } from "../ledger/resolve-account";
import type { BillRow } from "../payables/bill-settlement";
import { createBill } from "../payables/create-bill";
import { createInvoice } from "../receivables/create-invoice";
import type { InvoiceRow } from "../receivables/invoice-settlement";
import type { CreateOpeningBalancesInput } from "../schemas/opening-balances";
import {
  openingBillInput,
  openingDateProblems,
  openingInvoiceInput,
  refusalOfItem,
} from "./opening-document-inputs";

export interface OpeningBalances {
  asOf: string;
  equityAccountId: string;
  bills: { bill: BillRow; isNew: boolean }[];
  invoices: { invoice: InvoiceRow; isNew: boolean }[];
}

/**
 * `POST /opening-balances/`: the bills and invoices still open when a business moves its books here, each made as an
 * approved bill or a sent invoice dated before `as_of`, with one line for the open amount on the retained earnings
 * account (what the business built up before these books, as a bank account's opening balance does). So the AP and
 * AR control accounts get their opening balances through documents that aging can see, never by a journal line.
 *
 * All or nothing: one transaction, so any refused item stores nothing of the request, and the error names the item
 * (`bills.3.due_date`). An item whose external_id is known returns that document and makes nothing, so the same
 * request can be sent again after a timeout.
 */
export async function createOpeningBalances(
  db: Db,
  business: BusinessRow,
  input: CreateOpeningBalancesInput,
  now = new Date(),
): Promise<OpeningBalances> {
  const problems = openingDateProblems(input.as_of, input.bills, input.invoices);
  if (Object.keys(problems).length > 0)
    throw ApiError.validation(problems, "Opening documents must be dated before as_of.");
  return db.transaction(async (tx) => {
    const equity = await resolveAccount(tx, business.id, "retained_earnings", "as_of");
    const bills: OpeningBalances["bills"] = [];
    for (const [index, item] of input.bills.entries()) {
      const bill = await asItem(`bills.${index}`, () =>
        createBill(tx, business, openingBillInput(item, input.as_of, equity.id), now),
      );
      bills.push({ bill: bill.bill, isNew: bill.isNew });
    }
    const invoices: OpeningBalances["invoices"] = [];
    for (const [index, item] of input.invoices.entries()) {
      const created = await asItem(`invoices.${index}`, () =>
        createInvoice(tx, business, openingInvoiceInput(item, input.as_of, equity.id), now),
      );
      invoices.push(created);
    }
    return { asOf: input.as_of, equityAccountId: equity.id, bills, invoices };
  });
}

/** An item's document made, or its refusal (its input's or its own) named under the item (`bills.3.amount_cents`). */
async function asItem<T>(path: string, make: () => Promise<T>): Promise<T> {
  try {
    return await make();
  } catch (error) {
    throw refusalOfItem(error, path);
  }
}
