import { InvoiceDetail } from "@/components/invoices/invoice-detail";

export default async function InvoicePage({ params }: { params: Promise<{ invoice_id: string }> }) {
  const { invoice_id: invoiceId } = await params;
  return <InvoiceDetail invoiceId={invoiceId} />;
}
