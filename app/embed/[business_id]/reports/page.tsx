import { ReportsIndex } from "@/components/reports/reports-index";

export default function ReportsPage() {
  return <ReportsIndex />;
}
