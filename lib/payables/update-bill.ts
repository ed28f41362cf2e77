import { and, eq } from "drizzle-orm";
import type { BusinessRow } from "../businesses/business-serializer";
import type { Db } from "../db/client";
import { billLines, bills } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import { storeDocument } from "../documents/store-document";
import { ApiError } from "../http/api-error";
import { assertCurrentVersion, type VersionPrecondition } from "../http/precondition";
import { postJournalEntry } from "../ledger/post-journal-entry";
import type { UpdateBillInput } from "../schemas/bill-changes";
import { resolveVendor } from "../vendors/resolve-vendor";
import { lockBill, type BillRow } from "./bill-settlement";
import { prepareBill } from "./prepare-bill";

/**
 * `PUT /bills/{bill_id}/`: replaces a bill that is not in the ledger yet with what a create would make of the body,
 * keeping its id, its creation time and (unless the body gives them) its external id, bill date and received_at.
 * An approved, voided or settled bill is 409; `approved_at` in the body approves it with the new values. The lines
 * are replaced in one transaction, so a refusal (400 at a field, 409) changes nothing.
 */
export async function updateBill(
  db: Db,
  business: BusinessRow,
  billId: string,
  input: UpdateBillInput,
  precondition: VersionPrecondition = {},
  now = new Date(),
): Promise<BillRow> {
  try {
    return await db.transaction(async (tx) => {
      const current = await lockBill(tx, business.id, billId);
      assertCurrentVersion(precondition, current.updatedAt, "bill");
      if (current.status === "voided") throw ApiError.conflict("A voided bill cannot be changed.");
      if (current.approvedAt) {
        throw ApiError.conflict(
          "An approved bill cannot be changed: it is in the ledger. Void it and enter it again.",
        );
      }
      if (current.paidCents > 0 || current.creditedCents > 0) {
        throw ApiError.conflict("A bill with vendor credits applied cannot be changed; unapply them first.");
      }
      const prepared = await prepareBill(
        tx,
        business,
        {
          ...input,
          external_id: input.external_id ?? current.externalId,
          bill_date: input.bill_date ?? current.issueDate,
          received_at: input.received_at ?? current.receivedAt.toISOString(),
        },
        now,
        current.id,
      );
      const vendor = await resolveVendor(tx, business.id, input);
      const { businessId: _business, id: _id, createdAt: _created, ...values } = prepared.bill;
      await tx
        .delete(billLines)
        .where(and(eq(billLines.businessId, business.id), eq(billLines.billId, billId)));
      const [updated] = await tx
        .update(bills)
        .set({ ...values, vendorId: vendor.id, updatedAt: now })
        .where(and(eq(bills.businessId, business.id), eq(bills.id, billId)))
        .returning();
      await tx.insert(billLines).values(prepared.lines);
      if (prepared.entry) {
        await postJournalEntry(tx, business.id, prepared.entry, { knownAccounts: prepared.accounts });
      }
      if (input.document) await storeDocument(tx, business.id, { type: "bill", id: billId }, input.document);
      return updated!;
    });
  } catch (error) {
    if (isUniqueViolation(error, "bills_business_external_id_key")) {
      throw ApiError.conflict(`Another bill has external_id ${input.external_id}.`, {
        external_id: ["Already used by another bill of this business."],
      });
    }
    throw error;
  }
}
