import { Suspense } from "react";
import { BankInbox } from "@/components/bank-transactions/bank-inbox";

/** The inbox reads its view and filters from the URL (useSearchParams), which needs a Suspense boundary. */
export default function BankTransactionsPage() {
  return (
    <Suspense>
      <BankInbox />
    </Suspense>
  );
}
