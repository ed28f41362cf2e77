import { CashFlowReport } from "@/components/reports/cash-flow-report";

export default function CashFlowPage() {
  return <CashFlowReport />;
}
