import { getChartHierarchyEndpoint } from "@/lib/contracts/general-ledger";
import { apiRoute, handle } from "@/lib/http/route";
import { chartHierarchy } from "@/lib/ledger/chart/ledger-account-views";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getChartHierarchyEndpoint, async ({ db, business }) => ({
    body: await chartHierarchy(db, business.id, business.baseCurrency),
  })),
});
