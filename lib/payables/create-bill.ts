import type { BusinessRow } from "../businesses/business-serializer";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { isTransaction, joinTransaction } from "../db/join-transaction";
import { vendors } from "../db/schema";
import { storeDocument } from "../documents/store-document";
import { postJournalEntry } from "../ledger/post-journal-entry";
import type { CreateBillInput } from "../schemas/bill-input";
import { resolveOrCreateVendor } from "../vendors/resolve-vendor";
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
 * Otherwise, in one transaction (the caller's when it has one, with no savepoint of its own): the vendor (created for
 * an unknown vendor_external_id), the bill (already approved when `approved_at` is given) with its lines, the journal
 * entry, and the document. Any refusal stores nothing.
 *
 * The unique key on external_id decides whether the bill is new, so a create makes no read beforehand: the insert
 * skips a known external_id (also one a concurrent request inserted first, once that one commits), whatever this
 * call wrote before it is undone, and the existing bill is returned. A request refused before it wrote anything
 * returns the existing bill too when there is one, as a read beforehand would have. One refused after it wrote (in
 * the caller's transaction) is thrown, for the caller's rollback to remove what it wrote. The bill goes in before
 * its entry is posted, so a request that lost the race never posts, and the ledger's hot roll-up rows are locked last.
 */
export async function createBill(
  db: Db,
  business: BusinessRow,
  input: CreateBillInput,
  now = new Date(),
): Promise<CreatedBill> {
  const progress = { isWritten: false };
  try {
    return await joinTransaction(db, async (tx) => {
      const prepared = await prepareBill(tx, business, input, now);
      const created = await storeNewBill(tx, business, input, prepared, progress);
      return (
        created ?? { bill: (await findBillByExternalId(tx, business.id, input.external_id))!, isNew: false }
      );
    });
  } catch (error) {
    if (progress.isWritten && isTransaction(db)) throw error;
    const existing = await findBillByExternalId(db, business.id, input.external_id).catch(() => undefined);
    if (existing) return { bill: existing, isNew: false };
    throw error;
  }
}

/**
 * A prepared bill stored in the caller's transaction: its vendor (created for an unknown vendor_external_id), the
 * bill with its lines, its entry and its document. A known external_id stores nothing (a vendor this call created
 * for it is deleted again) and gives undefined. `progress.isWritten` turns true once something stays written.
 * createBill and the batch import's one-by-one path (create-bills.ts) both store a bill through here.
 */
export async function storeNewBill(
  tx: Db,
  business: BusinessRow,
  input: CreateBillInput,
  prepared: PreparedBill,
  progress = { isWritten: false },
): Promise<CreatedBill | undefined> {
  const { vendor, isCreated } = await resolveOrCreateVendor(tx, business.id, input);
  progress.isWritten = isCreated;
  const inserted = await insertBill(tx, { ...prepared.bill, vendorId: vendor.id }, prepared.lines);
  if (!inserted) {
    if (isCreated) {
      await tx.delete(vendors).where(and(eq(vendors.businessId, business.id), eq(vendors.id, vendor.id)));
    }
    progress.isWritten = false;
    return undefined;
  }
  progress.isWritten = true;
  const { bill, lines } = inserted;
  if (prepared.entry) {
    await postJournalEntry(tx, business.id, prepared.entry, { knownAccounts: prepared.accounts });
  }
  const document = input.document
    ? await storeDocument(tx, business.id, { type: "bill", id: bill.id }, input.document)
    : undefined;
  return { bill, isNew: true, relations: newBillRelations(bill, vendor, lines, document) };
}
