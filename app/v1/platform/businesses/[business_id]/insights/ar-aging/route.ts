import { arAgingEndpoint } from "@/lib/contracts/insights";
import { apiRoute, handle } from "@/lib/http/route";
import { arAging } from "@/lib/receivables/ar-aging";
import { arAgingCsv } from "@/lib/reports/report-csv";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(arAgingEndpoint, async ({ db, business, query }) => {
    const aging = await arAging(db, business, query);
    return {
      body: [aging],
      csv: { filename: `ar-aging-${aging.as_of_date}`, render: () => arAgingCsv(aging) },
    };
  }),
});
