import { Suspense } from "react";
import { InvoiceList } from "@/components/invoices/invoice-list";

/** The list reads its filters from the URL (useSearchParams), which needs a Suspense boundary. */
export default function InvoicesPage() {
  return (
    <Suspense>
      <InvoiceList />
    </Suspense>
  );
}
