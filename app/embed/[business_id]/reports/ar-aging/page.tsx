import { ArAgingReport } from "@/components/reports/ar-aging-report";

export default function ArAgingPage() {
  return <ArAgingReport />;
}
