import { BalanceSheetReport } from "@/components/reports/balance-sheet-report";

export default function BalanceSheetPage() {
  return <BalanceSheetReport />;
}
