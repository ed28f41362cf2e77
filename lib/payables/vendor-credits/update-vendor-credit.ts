import { and, eq } from "drizzle-orm";
import type { BusinessRow } from "../../businesses/business-serializer";
import { assertCreditChangeable, creditFieldChanges } from "../../credits/credit-changes";
import { isSameLines, type CreditLineDraft } from "../../credits/credit-lines";
import type { Db } from "../../db/client";
import { vendorCredits } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { storeDocument } from "../../documents/store-document";
import { ApiError } from "../../http/api-error";
import { assertCurrentVersion, type VersionPrecondition } from "../../http/precondition";
import type { UpdateVendorCreditInput } from "../../schemas/vendor-credit";
import { instantInZone } from "../../time/zoned-time";
import { replaceVendorCreditAllocations } from "./allocate-vendor-credit";
import { lockVendorCredit } from "./get-vendor-credit";
import { recordReceipt } from "./record-receipt";
import { assertSourceBill } from "./source-bill";
import { buildVendorCreditLines, loadCreditLines, replaceCreditLines } from "./vendor-credit-lines";
import type { VendorCreditRow } from "./vendor-credit-serializer";

/**
 * Endpoint 10, in one transaction under the credit's row lock (platform-api.md operation rule 2, decisions.md §6):
 * external_id stays unique (409); source_bill_id is fixed once set (409); line items are fixed once the credit is
 * applied or partially applied (409); `received_at` receives a draft, and new lines or a new date on a received
 * credit replace its entry; `allocations` replaces the allocation set; `document` adds the credit's latest document.
 * A refused request changes nothing.
 */
export async function updateVendorCredit(
  db: Db,
  business: BusinessRow,
  creditId: string,
  input: UpdateVendorCreditInput,
  now = new Date(),
  precondition: VersionPrecondition = {},
): Promise<VendorCreditRow> {
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockVendorCredit(tx, business.id, creditId);
      assertCurrentVersion(precondition, locked.updatedAt, "vendor credit");
      const receivedAt = input.received_at && instantInZone(input.received_at, business.timezone);
      const isNewDate = !!receivedAt && receivedAt.getTime() !== locked.receivedAt?.getTime();
      const stored = (await loadCreditLines(tx, business.id, [locked.id])) as CreditLineDraft[];
      const lines = input.line_items && (await buildVendorCreditLines(tx, business.id, input.line_items));
      const isNewLines = !!lines && !isSameLines(stored, lines);
      await assertCreditChangeable(
        locked,
        { isNewDate, isNewLines },
        { date: "received_at", targets: "bills" },
        {
          field: "source_bill_id",
          stored: locked.sourceBillId,
          requested: input.source_bill_id,
          assertValid: (billId) => assertSourceBill(tx, business.id, locked.vendorId, billId),
        },
      );

      let credit = await updateFields(tx, locked, input, isNewLines ? lines : undefined, now);
      if (isNewLines) await replaceCreditLines(tx, business.id, credit.id, lines!);
      if (isNewDate || (isNewLines && credit.receivedAt)) {
        credit = await recordReceipt(
          tx,
          business,
          credit,
          lines ?? stored,
          receivedAt || credit.receivedAt!,
          now,
        );
      }
      if (input.allocations) {
        credit = await replaceVendorCreditAllocations(tx, business, credit, input.allocations, now);
      }
      if (input.document) {
        await storeDocument(tx, business.id, { type: "vendor_credit", id: credit.id }, input.document);
      }
      return credit;
    });
  } catch (error) {
    if (isUniqueViolation(error, "vendor_credits_business_external_id_key")) {
      throw ApiError.conflict("Another vendor credit of this business has this external_id.", {
        external_id: ["Already used by another vendor credit."],
      });
    }
    throw error;
  }
}

async function updateFields(
  tx: Db,
  credit: VendorCreditRow,
  input: UpdateVendorCreditInput,
  lines: readonly CreditLineDraft[] | undefined,
  now: Date,
): Promise<VendorCreditRow> {
  const [updated] = await tx
    .update(vendorCredits)
    .set({
      ...creditFieldChanges(input, lines, credit.exchangeRate),
      sourceBillId: input.source_bill_id?.toLowerCase() ?? input.source_bill_id,
      updatedAt: now,
    })
    .where(and(eq(vendorCredits.businessId, credit.businessId), eq(vendorCredits.id, credit.id)))
    .returning();
  return updated!;
}
