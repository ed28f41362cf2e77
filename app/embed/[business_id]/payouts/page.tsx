import { PayoutsList } from "@/components/settlements/payouts-list";

export default function PayoutsPage() {
  return <PayoutsList />;
}
