import { bulkCategorize } from "@/lib/banking/categorization/bulk-categorize";
import { bulkCategorizeEndpoint } from "@/lib/contracts/bank-categorization";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(bulkCategorizeEndpoint, async ({ db, business, body }) => ({
    body: await bulkCategorize(db, business, body),
  })),
});
