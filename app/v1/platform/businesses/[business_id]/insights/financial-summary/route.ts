import { financialSummaryEndpoint } from "@/lib/contracts/insights";
import { apiRoute, handle } from "@/lib/http/route";
import { financialSummary } from "@/lib/reports/financial-summary";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(financialSummaryEndpoint, async ({ db, business, query }) => ({
    body: [await financialSummary(db, business, query)],
  })),
});
