import { InvoiceDetail } from "@/components/invoices/invoice-detail";

export default async function InvoicePage({
  params,
  searchParams,
}: {
  params: Promise<{ invoice_id: string }>;
  searchParams: Promise<{ created?: string }>;
}) {
  const { invoice_id: invoiceId } = await params;
  // The invoice form lands here with ?created=1 to say the invoice was created.
  return <InvoiceDetail invoiceId={invoiceId} isNew={(await searchParams).created === "1"} />;
}
