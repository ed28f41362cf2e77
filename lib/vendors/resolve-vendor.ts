import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { param, preparedStatement } from "../db/prepared";
import { vendors } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { VendorRow } from "./vendor-serializer";

export interface VendorChoice {
  vendor_id?: string | null;
  vendor_external_id?: string;
  /** Names a vendor that `vendor_external_id` creates; ignored for an existing one. */
  vendor_name?: string;
}

const vendorById = preparedStatement((db) =>
  db
    .select()
    .from(vendors)
    .where(and(eq(vendors.businessId, param("businessId")), eq(vendors.id, param("id"))))
    .prepare("vendor_by_id"),
);

const vendorByExternalId = preparedStatement((db) =>
  db
    .select()
    .from(vendors)
    .where(and(eq(vendors.businessId, param("businessId")), eq(vendors.externalId, param("externalId"))))
    .prepare("vendor_by_external_id"),
);

/** An archived vendor keeps its documents but takes no new ones (docs/ledger-and-reports.md §8). */
export function usableVendor(vendor: VendorRow, field: string): VendorRow {
  if (vendor.status !== "archived") return vendor;
  const name = vendor.companyName ?? vendor.individualName ?? vendor.externalId;
  throw ApiError.validation(
    { [field]: [`Vendor ${name} is archived; unarchive it to use it on a document.`] },
    "The vendor is archived.",
  );
}

/**
 * The vendor a bill or credit names: exactly one of `vendor_id` (must exist and not be archived: 400 otherwise) and `vendor_external_id`
 * (created when unknown, also under concurrent requests for the same id). Both or neither is 400.
 */
export async function resolveVendor(db: Db, businessId: string, choice: VendorChoice): Promise<VendorRow> {
  return (await resolveOrCreateVendor(db, businessId, choice)).vendor;
}

/** resolveVendor, saying whether this call created the vendor (so a caller that then stores nothing can undo it). */
export async function resolveOrCreateVendor(
  db: Db,
  businessId: string,
  choice: VendorChoice,
): Promise<{ vendor: VendorRow; isCreated: boolean }> {
  if (isChosenById(choice)) {
    const [vendor] = await vendorById(db).execute({ businessId, id: choice.vendor_id! });
    if (!vendor) throw unknownVendorId();
    return { vendor: usableVendor(vendor, "vendor_id"), isCreated: false };
  }
  const externalId = choice.vendor_external_id!;
  const byExternalId = () => vendorByExternalId(db).execute({ businessId, externalId });
  // Most bills name a vendor that exists: one read. A new one is inserted; when a concurrent request inserted it
  // first, the insert does nothing and the read after it sees theirs.
  const [known] = await byExternalId();
  if (known) return { vendor: usableVendor(known, "vendor_external_id"), isCreated: false };
  const [created] = await db
    .insert(vendors)
    .values({ businessId, externalId, companyName: choice.vendor_name?.trim() || externalId })
    .onConflictDoNothing()
    .returning();
  return created
    ? { vendor: created, isCreated: true }
    : { vendor: (await byExternalId())[0]!, isCreated: false };
}

/** Whether the choice names the vendor by id (else by external id); both or neither is 400. */
export function isChosenById(choice: VendorChoice): boolean {
  const hasId = choice.vendor_id !== undefined && choice.vendor_id !== null;
  const hasExternalId = choice.vendor_external_id !== undefined;
  if (hasId === hasExternalId) {
    const message = hasId
      ? "Use vendor_id or vendor_external_id, not both."
      : "Name the vendor: vendor_id or vendor_external_id.";
    throw ApiError.validation({ vendor_id: [message], vendor_external_id: [message] });
  }
  return hasId;
}

export const unknownVendorId = () =>
  ApiError.validation({ vendor_id: ["No vendor with this id in this business."] });
