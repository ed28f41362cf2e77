import type { vendors } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { UpdateVendorInput } from "../schemas/vendor";

type VendorColumns = Partial<Omit<typeof vendors.$inferInsert, "businessId" | "id">>;

/** The columns a create or update sets: a field the caller left out is not touched, null clears it. */
export function vendorColumns(input: UpdateVendorInput): VendorColumns {
  const columns: VendorColumns = {
    externalId: input.external_id,
    companyName: input.company_name,
    individualName: input.individual_name,
    email: input.email,
    mobilePhone: input.mobile_phone,
    officePhone: input.office_phone,
    addressString: input.address_string,
    memo: input.memo,
    status: input.status,
    transactionTags: input.transaction_tags,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export function vendorExternalIdTaken(externalId: string | null | undefined): ApiError {
  return ApiError.conflict(`A vendor with external_id ${externalId} already exists.`, {
    external_id: ["Already used by another vendor of this business."],
  });
}
