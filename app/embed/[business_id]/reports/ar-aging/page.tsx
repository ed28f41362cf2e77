import { ArAgingReport } from "@/components/reports/ar-aging-report";
import { sectionMetadata } from "@/lib/embed/page-metadata";

export const generateMetadata = sectionMetadata((m) => m.arAging.title);

export default function ArAgingPage() {
  return <ArAgingReport />;
}
