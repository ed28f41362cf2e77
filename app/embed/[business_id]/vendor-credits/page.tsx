import { CreditList } from "@/components/credits/credit-list";

export default function VendorCreditsPage() {
  return <CreditList kind="vendor" />;
}
