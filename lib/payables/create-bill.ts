import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { billLines, bills } from "../db/schema";
import { storeDocument } from "../documents/store-document";
import type { CreateBillInput } from "../schemas/bill-input";
import { resolveVendor } from "../vendors/resolve-vendor";
import type { BillRow } from "./bill-settlement";
import { findBillByExternalId } from "./find-bill";
import { postBillJournalEntry } from "./post-bill-journal-entry";
import { prepareBill } from "./prepare-bill";

/** Thrown inside the transaction when another request created the bill first: rolls back what this one did. */
class CreatedConcurrently extends Error {}

/**
 * Endpoint 3 (decisions.md §8): a known external_id returns the existing bill (`isNew: false`) and creates nothing.
 * Otherwise, in one transaction: the vendor (created for an unknown vendor_external_id), the bill and its lines, the
 * journal entry when `approved_at` is given, and the document. Any refusal stores nothing. Concurrent creates with
 * one external_id make one bill and one entry: the insert skips on the unique key, and a request that did not insert
 * rolls back and returns the winner's bill.
 */
export async function createBill(
  db: Db,
  business: BusinessRow,
  input: CreateBillInput,
  now = new Date(),
): Promise<{ bill: BillRow; isNew: boolean }> {
  const existing = await findBillByExternalId(db, business.id, input.external_id);
  if (existing) return { bill: existing, isNew: false };
  try {
    const bill = await db.transaction(async (tx) => {
      const prepared = await prepareBill(tx, business, input, now);
      const vendor = await resolveVendor(tx, business.id, input);
      const [inserted] = await tx
        .insert(bills)
        .values({ ...prepared.bill, vendorId: vendor.id })
        .onConflictDoNothing({ target: [bills.businessId, bills.externalId] })
        .returning();
      if (!inserted) throw new CreatedConcurrently();
      await tx.insert(billLines).values(prepared.lines.map((line) => ({ ...line, billId: inserted.id })));
      const created = prepared.approvedAt
        ? await postBillJournalEntry(tx, business, inserted, prepared.approvedAt, now)
        : inserted;
      if (input.document) {
        await storeDocument(tx, business.id, { type: "bill", id: created.id }, input.document);
      }
      return created;
    });
    return { bill, isNew: true };
  } catch (error) {
    if (!(error instanceof CreatedConcurrently)) throw error;
    return { bill: (await findBillByExternalId(db, business.id, input.external_id))!, isNew: false };
  }
}
