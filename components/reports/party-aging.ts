import type { AgingBuckets, ApAging } from "@/lib/schemas/ap-aging";
import type { ArAging } from "@/lib/schemas/ar-aging";

/** One row of an aging report: a vendor of AP aging or a customer of AR aging. */
export interface AgingParty {
  id: string;
  name: string;
  buckets: AgingBuckets;
  totalCents: number;
}

/** AP and AR aging in one shape, so one table and one chart show either. */
export interface PartyAging {
  asOfDate: string;
  currency: string;
  /** False for `group_by=total`, where the report holds only the totals. */
  isByParty: boolean;
  parties: AgingParty[];
  totalBuckets: AgingBuckets;
  totalCents: number;
}

function partyAging(report: ApAging | ArAging, isByParty: boolean, parties: AgingParty[]): PartyAging {
  return {
    asOfDate: report.as_of_date,
    currency: report.currency,
    isByParty,
    parties,
    totalBuckets: report.total_aging_buckets,
    totalCents: report.total_outstanding_cents,
  };
}

/** A vendor's or customer's row under the names both share. */
const party = (
  id: string,
  name: string,
  row: { aging_buckets: AgingBuckets; total_outstanding_cents: number },
): AgingParty => ({ id, name, buckets: row.aging_buckets, totalCents: row.total_outstanding_cents });

export const vendorAging = (report: ApAging): PartyAging =>
  partyAging(
    report,
    report.group_by === "vendor",
    report.vendors.map((vendor) => party(vendor.vendor_id, vendor.vendor_name, vendor)),
  );

export const customerAging = (report: ArAging): PartyAging =>
  partyAging(
    report,
    report.group_by === "customer",
    report.customers.map((customer) => party(customer.customer_id, customer.customer_name, customer)),
  );
