import { ProfitAndLossReport } from "@/components/reports/profit-and-loss-report";

export default function ProfitAndLossPage() {
  return <ProfitAndLossReport />;
}
