import { archiveCustomerEndpoint } from "@/lib/contracts/party-archive";
import { setCustomerArchived } from "@/lib/customers/archive-customer";
import { serializeCustomerWithBalance } from "@/lib/customers/customer-serializer";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(archiveCustomerEndpoint, async ({ db, business, params }) => ({
    body: await serializeCustomerWithBalance(
      db,
      business.id,
      await setCustomerArchived(db, business.id, params.customer_id, true),
    ),
  })),
});
