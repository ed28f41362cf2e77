import { expenseBreakdownEndpoint } from "@/lib/contracts/insights";
import { apiRoute, handle } from "@/lib/http/route";
import { expenseBreakdown } from "@/lib/reports/expense-breakdown";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(expenseBreakdownEndpoint, async ({ db, business, query }) => ({
    body: [await expenseBreakdown(db, business, query)],
  })),
});
