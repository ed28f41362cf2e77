import { CreditList } from "@/components/credits/credit-list";

export default function CustomerCreditsPage() {
  return <CreditList kind="customer" />;
}
