import type { Db } from "../db/client";
import type { customers } from "../db/schema";
import type { CustomerResponse, CustomerStatus } from "../schemas/customer";
import { outstandingBalances } from "./customer-balances";

export type CustomerRow = typeof customers.$inferSelect;

/** Days to due date when a customer has no terms of its own (decisions.md §4). */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

function fullAddress(customer: CustomerRow): string | null {
  const cityLine = [customer.postalCode, customer.city].filter(Boolean).join(" ");
  const parts = [
    customer.addressLine1,
    customer.addressLine2,
    cityLine,
    customer.stateCounty,
    customer.country,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : customer.addressString;
}

/** The spec's customer object, embedded in invoices and returned by the customer routes. */
export function serializeCustomer(customer: CustomerRow, outstandingBalance: number): CustomerResponse {
  const isArchived = customer.archivedAt !== null;
  return {
    type: "Customer",
    id: customer.id,
    external_id: customer.externalId,
    reference_number: customer.referenceNumber,
    individual_name: customer.individualName,
    company_name: customer.companyName,
    display_name: customer.displayName,
    email: customer.email,
    mobile_phone: customer.mobilePhone,
    office_phone: customer.officePhone,
    address_line1: customer.addressLine1,
    address_line2: customer.addressLine2,
    city: customer.city,
    state_county: customer.stateCounty,
    postal_code: customer.postalCode,
    country: customer.country,
    full_address: fullAddress(customer),
    address_string: customer.addressString,
    vat_number: customer.vatNumber,
    status: customer.status as CustomerStatus,
    tax_exempt: customer.taxExempt,
    is_active: !isArchived,
    is_archived: isArchived,
    transaction_tags: customer.transactionTags as unknown[],
    notes: customer.notes,
    metadata: customer.metadata ?? null,
    payment_terms_days: customer.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS_DAYS,
    credit_limit: customer.creditLimitCents === null ? null : customer.creditLimitCents / 100,
    credit_limit_cents: customer.creditLimitCents,
    outstanding_balance: outstandingBalance,
    documents: [],
    created_at: customer.createdAt.toISOString(),
    updated_at: customer.updatedAt.toISOString(),
    archived_at: customer.archivedAt?.toISOString() ?? null,
  };
}

/** Customer objects for a page of rows, their balances read in one query. */
export async function serializeCustomers(
  db: Db,
  businessId: string,
  rows: readonly CustomerRow[],
): Promise<CustomerResponse[]> {
  const balances = await outstandingBalances(
    db,
    businessId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => serializeCustomer(row, balances.get(row.id) ?? 0));
}

export async function serializeCustomerWithBalance(
  db: Db,
  businessId: string,
  row: CustomerRow,
): Promise<CustomerResponse> {
  const [response] = await serializeCustomers(db, businessId, [row]);
  return response!;
}
