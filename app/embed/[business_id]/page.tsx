import { BusinessOverview } from "@/components/embed/business-overview";

export default function EmbedHomePage() {
  return <BusinessOverview />;
}
