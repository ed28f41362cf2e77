"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEmbed } from "@/components/embed/embed-context";
import { customerOpenInvoicesQuery } from "@/lib/api-client/insights";
import { fill } from "@/lib/i18n/define-messages";
import { dueAndAmountColumns } from "./open-document-columns";
import { OpenDocuments } from "./open-documents";

/** The element id of a customer's open invoices, which the customer's button in the aging table controls. */
export const CUSTOMER_INVOICES_ID = "customer-invoices";

/**
 * The invoices behind a customer's aging row: its sent, unpaid invoices (GET /invoices/ by customer and status), each
 * linking to its detail page.
 */
export function CustomerOpenInvoices({
  customerId,
  customerName,
}: {
  customerId: string;
  customerName: string;
}) {
  const { businessId, messages } = useEmbed();
  const invoices = useQuery(customerOpenInvoicesQuery(businessId, customerId));
  const a = messages.arAging;
  return (
    <OpenDocuments
      sectionId={CUSTOMER_INVOICES_ID}
      partyId={customerId}
      title={fill(a.customerInvoices, { customer: customerName })}
      note={a.customerInvoicesNote}
      emptyTitle={a.noOpenInvoices}
      documents={invoices}
      tableWidth="sm:min-w-[28rem]"
      rowHeader={{
        header: a.invoice,
        cell: (invoice) => (
          <Link className="underline" href={`/embed/${businessId}/invoices/${invoice.id}/`}>
            {invoice.invoice_number}
          </Link>
        ),
      }}
      columns={dueAndAmountColumns(messages.reports)}
    />
  );
}
