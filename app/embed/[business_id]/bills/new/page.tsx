import { NewBillPage } from "@/components/bills/new-bill-page";

export default function NewBillRoute() {
  return <NewBillPage />;
}
