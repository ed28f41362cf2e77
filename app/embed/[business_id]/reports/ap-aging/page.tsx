import { ApAgingReport } from "@/components/reports/ap-aging-report";

export default function ApAgingPage() {
  return <ApAgingReport />;
}
