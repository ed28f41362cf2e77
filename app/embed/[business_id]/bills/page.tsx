import { BillsList } from "@/components/bills/bills-list";

export default function BillsPage() {
  return <BillsList />;
}
