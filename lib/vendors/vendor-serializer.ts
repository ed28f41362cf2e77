import type { vendors } from "../db/schema";

export type VendorRow = typeof vendors.$inferSelect;

export function vendorDisplayName(
  vendor: Pick<VendorRow, "companyName" | "individualName" | "externalId">,
): string {
  return vendor.companyName || vendor.individualName || vendor.externalId || "Unnamed vendor";
}

/** The spec's vendor object, embedded in bills and returned by the vendor routes. */
export function serializeVendor(vendor: VendorRow, documents: unknown[] = []) {
  return {
    type: "Vendor",
    id: vendor.id,
    external_id: vendor.externalId,
    company_name: vendor.companyName,
    individual_name: vendor.individualName,
    display_name: vendorDisplayName(vendor),
    email: vendor.email,
    mobile_phone: vendor.mobilePhone,
    office_phone: vendor.officePhone,
    address_string: vendor.addressString,
    memo: vendor.memo,
    status: vendor.status,
    transaction_tags: vendor.transactionTags as unknown[],
    documents,
    created_at: vendor.createdAt.toISOString(),
    updated_at: vendor.updatedAt.toISOString(),
  };
}

/** The short vendor reference on vendor credits. */
export function serializeVendorReference(vendor: VendorRow) {
  return { id: vendor.id, external_id: vendor.externalId, display_name: vendorDisplayName(vendor) };
}
