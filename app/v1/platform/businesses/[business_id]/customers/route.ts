import { createCustomerEndpoint, listCustomersEndpoint } from "@/lib/contracts/customers";
import { createCustomer } from "@/lib/customers/create-customer";
import { serializeCustomers } from "@/lib/customers/customer-serializer";
import { listCustomers } from "@/lib/customers/list-customers";
import { toPage } from "@/lib/http/pagination";
import { apiRoute, handle } from "@/lib/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listCustomersEndpoint, async ({ db, business, query }) => {
    const { rows, total } = await listCustomers(db, business.id, query);
    return { body: toPage(query, total, await serializeCustomers(db, business.id, rows)) };
  }),
  POST: handle(createCustomerEndpoint, async ({ db, business, body }) => {
    const customer = await createCustomer(db, business.id, body);
    return { status: 201, body: (await serializeCustomers(db, business.id, [customer]))[0]! };
  }),
});
