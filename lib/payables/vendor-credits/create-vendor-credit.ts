import type { BusinessRow } from "../../businesses/business-serializer";
import { creditBaseAmounts, creditTotalCents } from "../../credits/credit-lines";
import type { Db } from "../../db/client";
import { vendorCredits } from "../../db/schema";
import type { CreateVendorCreditInput } from "../../schemas/vendor-credit";
import { instantInZone } from "../../time/zoned-time";
import { resolveVendor } from "../../vendors/resolve-vendor";
import { exchangeRateFor } from "../exchange-rate";
import { replaceVendorCreditAllocations } from "./allocate-vendor-credit";
import { findVendorCreditByExternalId } from "./get-vendor-credit";
import { buildVendorCreditLines, replaceCreditLines } from "./vendor-credit-lines";
import { recordReceipt } from "./record-receipt";
import type { VendorCreditRow } from "./vendor-credit-serializer";
import { assertSourceBill } from "./source-bill";

/** Thrown inside the transaction when another request created the credit first: rolls back what this one did. */
class CreatedConcurrently extends Error {}

/**
 * Creates a credit as a draft, or received (posting its entry) when `received_at` is given, with optional
 * allocations, in one transaction. A known `external_id` returns the existing credit (`isNew: false`) and changes
 * nothing, also when two requests with it race: the insert skips on the unique key, and the request that did not insert
 * rolls back (a vendor it created included) and returns the winner's credit.
 */
export async function createVendorCredit(
  db: Db,
  business: BusinessRow,
  input: CreateVendorCreditInput,
  now = new Date(),
): Promise<{ credit: VendorCreditRow; isNew: boolean }> {
  const known = input.external_id && (await findVendorCreditByExternalId(db, business.id, input.external_id));
  if (known) return { credit: known, isNew: false };
  const currency = input.currency ?? business.baseCurrency;
  const exchangeRate = exchangeRateFor(business, currency, input.exchange_rate);
  try {
    return await db.transaction(async (tx) => {
      const vendor = await resolveVendor(tx, business.id, input);
      if (input.source_bill_id) await assertSourceBill(tx, business.id, vendor.id, input.source_bill_id);
      const lines = await buildVendorCreditLines(tx, business.id, input.line_items);
      const [inserted] = await tx
        .insert(vendorCredits)
        .values({
          businessId: business.id,
          externalId: input.external_id ?? null,
          creditNoteNumber: input.credit_note_number ?? null,
          vendorId: vendor.id,
          currency,
          exchangeRate,
          memo: input.memo ?? null,
          tags: input.tags,
          metadata: input.metadata ?? null,
          sourceBillId: input.source_bill_id ?? null,
          status: "draft",
          totalCents: creditTotalCents(lines),
          totalBaseCents: creditBaseAmounts(lines, exchangeRate).totalBaseCents,
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) throw new CreatedConcurrently();
      await replaceCreditLines(tx, business.id, inserted.id, lines);
      let credit = inserted;
      if (input.received_at) {
        credit = await recordReceipt(
          tx,
          business,
          credit,
          lines,
          instantInZone(input.received_at, business.timezone),
        );
      }
      if (input.allocations?.length) {
        credit = await replaceVendorCreditAllocations(tx, business, credit, input.allocations, now);
      }
      return { credit, isNew: true };
    });
  } catch (error) {
    if (!(error instanceof CreatedConcurrently)) throw error;
    return {
      credit: (await findVendorCreditByExternalId(db, business.id, input.external_id!))!,
      isNew: false,
    };
  }
}
