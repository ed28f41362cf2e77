import { trialBalanceEndpoint } from "@/lib/contracts/reports";
import { apiRoute, handle } from "@/lib/http/route";
import { trialBalanceCsv } from "@/lib/reports/report-csv";
import { trialBalance } from "@/lib/reports/trial-balance";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(trialBalanceEndpoint, async ({ db, business, query }) => {
    const report = await trialBalance(db, business, query);
    const csv = { filename: `trial-balance-${query.as_of_date}`, render: () => trialBalanceCsv(report) };
    return { body: [report], csv };
  }),
});
