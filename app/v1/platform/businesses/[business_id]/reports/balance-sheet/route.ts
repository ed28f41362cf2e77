import { balanceSheetEndpoint } from "@/lib/contracts/reports";
import { apiRoute, handle } from "@/lib/http/route";
import { balanceSheet } from "@/lib/reports/balance-sheet";
import { balanceSheetCsv } from "@/lib/reports/report-csv";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(balanceSheetEndpoint, async ({ db, business, query }) => {
    const report = await balanceSheet(db, business, query);
    const csv = { filename: `balance-sheet-${query.as_of_date}`, render: () => balanceSheetCsv(report) };
    return { body: [report], csv };
  }),
});
