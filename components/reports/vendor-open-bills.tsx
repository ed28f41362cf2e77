"use client";
import { useQuery } from "@tanstack/react-query";
import { useEmbed } from "@/components/embed/embed-context";
import { DateText } from "@/components/ui/date-text";
import { vendorOpenBillsQuery } from "@/lib/api-client/ap-aging";
import { fill } from "@/lib/i18n/define-messages";
import { dueAndAmountColumns } from "./open-document-columns";
import { OpenDocuments } from "./open-documents";

/** The element id of a vendor's open bills, which the vendor's button in the aging table controls. */
export const VENDOR_BILLS_ID = "vendor-bills";

/** The bills behind a vendor's aging row: its approved, unpaid bills (GET /bills/ by vendor and status). */
export function VendorOpenBills({ vendorId, vendorName }: { vendorId: string; vendorName: string }) {
  const { businessId, messages } = useEmbed();
  const m = messages.reports;
  const bills = useQuery(vendorOpenBillsQuery(businessId, vendorId));
  return (
    <OpenDocuments
      sectionId={VENDOR_BILLS_ID}
      partyId={vendorId}
      title={fill(m.vendorBills, { vendor: vendorName })}
      note={m.vendorBillsNote}
      emptyTitle={m.noOpenBills}
      documents={bills}
      tableWidth="sm:min-w-[32rem]"
      rowHeader={{
        header: m.bill,
        cell: (bill) => bill.bill_number ?? bill.vendor_bill_number ?? bill.external_id,
      }}
      columns={[
        { header: m.issueDate, cell: (bill) => <DateText value={bill.issue_date} /> },
        ...dueAndAmountColumns(m),
      ]}
    />
  );
}
