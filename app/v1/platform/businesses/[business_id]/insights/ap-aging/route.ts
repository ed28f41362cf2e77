import { apAgingEndpoint } from "@/lib/contracts/insights";
import { apiRoute, handle } from "@/lib/http/route";
import { apAging } from "@/lib/payables/ap-aging";
import { apAgingCsv } from "@/lib/reports/report-csv";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(apAgingEndpoint, async ({ db, business, query }) => {
    const aging = await apAging(db, business, query);
    return {
      body: [aging],
      csv: { filename: `ap-aging-${aging.as_of_date}`, render: () => apAgingCsv(aging) },
    };
  }),
});
