import { profitAndLossEndpoint } from "@/lib/contracts/reports";
import { apiRoute, handle } from "@/lib/http/route";
import { profitAndLoss } from "@/lib/reports/profit-and-loss";
import { profitAndLossCsv } from "@/lib/reports/report-csv";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(profitAndLossEndpoint, async ({ db, business, query }) => {
    const report = await profitAndLoss(db, business, query);
    const filename = `profit-and-loss-${query.start_date}-${query.end_date}`;
    return { body: [report], csv: { filename, render: () => profitAndLossCsv(report) } };
  }),
});
