import { bulkMatch } from "@/lib/banking/matching/bulk-match";
import { bulkMatchEndpoint } from "@/lib/contracts/bank-matching";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(bulkMatchEndpoint, async ({ db, business, body }) => {
    const result = await bulkMatch(db, business, body);
    return { body: result, storedNothing: result.done_count === 0 };
  }),
});
