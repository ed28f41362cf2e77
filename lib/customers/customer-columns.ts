import type { customers } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { UpdateCustomerInput } from "../schemas/customer";

type CustomerColumns = Partial<Omit<typeof customers.$inferInsert, "businessId" | "id">>;

/** The name a customer is listed under: the given display name, else company, individual name, e-mail, external id. */
export function displayNameOf(customer: {
  displayName?: string | null;
  companyName?: string | null;
  individualName?: string | null;
  email?: string | null;
  externalId?: string | null;
}): string {
  return (
    customer.displayName ||
    customer.companyName ||
    customer.individualName ||
    customer.email ||
    customer.externalId ||
    "Unnamed customer"
  );
}

/** `credit_limit` is in currency units; null in either field clears the limit. */
function creditLimitCents(input: UpdateCustomerInput): number | null | undefined {
  if (input.credit_limit === undefined) return input.credit_limit_cents;
  return input.credit_limit === null ? null : Math.round(input.credit_limit * 100);
}

/**
 * The columns a create or update sets: a field the caller left out is not touched, null clears it. `is_archived`
 * sets the status and archived_at (kept when already archived). The display name is settled by the caller, which
 * knows the merged row.
 */
export function customerColumns(
  input: UpdateCustomerInput,
  current?: { archivedAt: Date | null },
  now = new Date(),
): CustomerColumns {
  const archive =
    input.is_archived === undefined
      ? {}
      : input.is_archived
        ? { status: "archived", archivedAt: current?.archivedAt ?? now }
        : { status: "active", archivedAt: null };
  const columns: CustomerColumns = {
    externalId: input.external_id,
    referenceNumber: input.reference_number,
    companyName: input.company_name,
    individualName: input.individual_name,
    displayName: input.display_name ?? undefined,
    email: input.email,
    mobilePhone: input.mobile_phone,
    officePhone: input.office_phone,
    addressLine1: input.address_line1,
    addressLine2: input.address_line2,
    city: input.city,
    stateCounty: input.state_county,
    postalCode: input.postal_code,
    country: input.country,
    addressString: input.address_string,
    vatNumber: input.vat_number,
    taxExempt: input.tax_exempt,
    transactionTags: input.transaction_tags,
    notes: input.notes,
    metadata: input.metadata,
    paymentTermsDays: input.payment_terms_days,
    creditLimitCents: creditLimitCents(input),
    ...archive,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export function customerExternalIdTaken(externalId: string | null | undefined): ApiError {
  return ApiError.conflict(`A customer with external_id ${externalId} already exists.`, {
    external_id: ["Already used by another customer of this business."],
  });
}
