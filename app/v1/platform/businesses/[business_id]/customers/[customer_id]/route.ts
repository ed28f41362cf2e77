import { getCustomerEndpoint, updateCustomerEndpoint } from "@/lib/contracts/customers";
import { serializeCustomerWithBalance } from "@/lib/customers/customer-serializer";
import { getCustomer } from "@/lib/customers/get-customer";
import { updateCustomer } from "@/lib/customers/update-customer";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getCustomerEndpoint, async ({ db, business, params }) => ({
    body: await serializeCustomerWithBalance(
      db,
      business.id,
      await getCustomer(db, business.id, params.customer_id),
    ),
  })),
  PUT: handle(updateCustomerEndpoint, async ({ db, business, params, body }) => ({
    body: await serializeCustomerWithBalance(
      db,
      business.id,
      await updateCustomer(db, business.id, params.customer_id, body),
    ),
  })),
});
