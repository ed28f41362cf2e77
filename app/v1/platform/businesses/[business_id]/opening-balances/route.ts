import { createOpeningBalancesEndpoint } from "@/lib/contracts/opening-balances";
import { apiRoute, handle } from "@/lib/http/route";
import { createOpeningBalances } from "@/lib/opening-balances/create-opening-balances";
import { serializeOpeningBalances } from "@/lib/opening-balances/opening-balances-serializer";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(createOpeningBalancesEndpoint, async ({ db, business, body }) => {
    const result = await createOpeningBalances(db, business, body);
    const isAnyNew = [...result.bills, ...result.invoices].some((item) => item.isNew);
    return { status: isAnyNew ? 201 : 200, body: serializeOpeningBalances(result) };
  }),
});
