import { cashFlowEndpoint } from "@/lib/contracts/reports";
import { apiRoute, handle } from "@/lib/http/route";
import { cashFlow } from "@/lib/reports/cash-flow";
import { cashFlowCsv } from "@/lib/reports/report-csv";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(cashFlowEndpoint, async ({ db, business, query }) => {
    const report = await cashFlow(db, business, query);
    const filename = `cash-flow-${query.start_date}-${query.end_date}`;
    return { body: [report], csv: { filename, render: () => cashFlowCsv(report) } };
  }),
});
