import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { storeDocument } from "../documents/store-document";
import { postJournalEntry } from "../ledger/post-journal-entry";
import type { CreateBillInput } from "../schemas/bill-input";
import { resolveVendor } from "../vendors/resolve-vendor";
import type { BillRow } from "./bill-settlement";
import { findBillByExternalId } from "./find-bill";
import { insertBill } from "./insert-bill";
import { newBillRelations, type BillRelations } from "./load-bill-relations";
import { prepareBill, type PreparedBill } from "./prepare-bill";

export interface CreatedBill {
  bill: BillRow;
  isNew: boolean;
  /** A new bill's embedded objects as just written, so its response needs no second read; absent for a known one. */
  relations?: BillRelations;
}

/**
 * Endpoint 3 (decisions.md §8): a known external_id returns the existing bill (`isNew: false`) and creates nothing.
 * Otherwise, in one transaction: the vendor (created for an unknown vendor_external_id), the bill (already approved
 * when `approved_at` is given) with its lines, the journal entry, and the document. Any refusal stores nothing.
 *
 * The unique key on external_id decides whether the bill is new, so a create makes no read beforehand: a known
 * external_id fails the insert (also when a concurrent request inserted it first, once that one commits), this
 * transaction rolls back, and the existing bill is returned. A request that fails for any other reason returns the
 * existing bill too when there is one, as a read beforehand would have. The bill goes in before its entry is
 * posted, so a request that lost the race never posts, and the ledger's hot roll-up rows are locked last.
 */
export async function createBill(
  db: Db,
  business: BusinessRow,
  input: CreateBillInput,
  now = new Date(),
): Promise<CreatedBill> {
  try {
    return await db.transaction(async (tx) =>
      storeNewBill(tx, business, input, await prepareBill(tx, business, input, now)),
    );
  } catch (error) {
    const existing = await findBillByExternalId(db, business.id, input.external_id).catch(() => undefined);
    if (existing) return { bill: existing, isNew: false };
    throw error;
  }
}

/**
 * A prepared bill stored in the caller's transaction: its vendor (created for an unknown vendor_external_id), the
 * bill with its lines, its entry and its document. A known external_id fails on the unique key. createBill and the
 * batch import's one-by-one path (create-bills.ts) both store a bill through here.
 */
export async function storeNewBill(
  tx: Db,
  business: BusinessRow,
  input: CreateBillInput,
  prepared: PreparedBill,
): Promise<CreatedBill> {
  const vendor = await resolveVendor(tx, business.id, input);
  const { bill, lines } = await insertBill(tx, { ...prepared.bill, vendorId: vendor.id }, prepared.lines);
  if (prepared.entry) {
    await postJournalEntry(tx, business.id, prepared.entry, { knownAccounts: prepared.accounts });
  }
  const document = input.document
    ? await storeDocument(tx, business.id, { type: "bill", id: bill.id }, input.document)
    : undefined;
  return { bill, isNew: true, relations: newBillRelations(bill, vendor, lines, document) };
}
