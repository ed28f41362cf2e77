import { RefundsList } from "@/components/settlements/refunds-list";

export default function RefundsPage() {
  return <RefundsList />;
}
