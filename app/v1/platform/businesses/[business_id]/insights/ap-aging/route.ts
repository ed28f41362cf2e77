import { apAgingEndpoint } from "@/lib/contracts/insights";
import { apiRoute, handle } from "@/lib/http/route";
import { apAging } from "@/lib/payables/ap-aging";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(apAgingEndpoint, async ({ db, business, query }) => ({
    body: [await apAging(db, business, query)],
  })),
});
