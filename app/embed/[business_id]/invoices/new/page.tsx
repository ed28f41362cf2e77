import { NewInvoicePage } from "@/components/invoices/new-invoice-page";

export default function NewInvoiceRoute() {
  return <NewInvoicePage />;
}
