import { HomeDashboard } from "@/components/dashboard/home-dashboard";

export default function EmbedHomePage() {
  return <HomeDashboard />;
}
