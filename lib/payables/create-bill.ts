import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { billLines, bills } from "../db/schema";
import { storeDocument } from "../documents/store-document";
import { postJournalEntry } from "../ledger/post-journal-entry";
import type { CreateBillInput } from "../schemas/bill-input";
import { resolveVendor } from "../vendors/resolve-vendor";
import type { BillRow } from "./bill-settlement";
import { findBillByExternalId } from "./find-bill";
import { newBillRelations, type BillRelations } from "./load-bill-relations";
import { prepareBill } from "./prepare-bill";

/** Thrown inside the transaction when another request created the bill first: rolls back what this one did. */
class CreatedConcurrently extends Error {}

export interface CreatedBill {
  bill: BillRow;
  isNew: boolean;
  /** A new bill's embedded objects as just written, so its response needs no second read; absent for a known one. */
  relations?: BillRelations;
}

/**
 * Endpoint 3 (decisions.md §8): a known external_id returns the existing bill (`isNew: false`) and creates nothing.
 * Otherwise, in one transaction: the vendor (created for an unknown vendor_external_id), the bill (already approved
 * when `approved_at` is given) and its lines, the journal entry, and the document. Any refusal stores nothing.
 * Concurrent creates with one external_id make one bill and one entry: the insert skips on the unique key, and a
 * request that did not insert rolls back and returns the winner's bill. The bill goes in before its entry is posted,
 * so a request that lost that race never posts, and the ledger's hot balance rows are locked for the shortest time.
 */
export async function createBill(
  db: Db,
  business: BusinessRow,
  input: CreateBillInput,
  now = new Date(),
): Promise<CreatedBill> {
  const existing = await findBillByExternalId(db, business.id, input.external_id);
  if (existing) return { bill: existing, isNew: false };
  try {
    return await db.transaction(async (tx) => {
      const prepared = await prepareBill(tx, business, input, now);
      const vendor = await resolveVendor(tx, business.id, input);
      const [bill] = await tx
        .insert(bills)
        .values({ ...prepared.bill, vendorId: vendor.id })
        .onConflictDoNothing({ target: [bills.businessId, bills.externalId] })
        .returning();
      if (!bill) throw new CreatedConcurrently();
      const lines = await tx.insert(billLines).values(prepared.lines).returning();
      if (prepared.entry) {
        await postJournalEntry(tx, business.id, prepared.entry, { knownAccounts: prepared.accounts });
      }
      const document = input.document
        ? await storeDocument(tx, business.id, { type: "bill", id: bill.id }, input.document)
        : undefined;
      return { bill, isNew: true, relations: newBillRelations(bill, vendor, lines, document) };
    });
  } catch (error) {
    if (!(error instanceof CreatedConcurrently)) throw error;
    return { bill: (await findBillByExternalId(db, business.id, input.external_id))!, isNew: false };
  }
}
