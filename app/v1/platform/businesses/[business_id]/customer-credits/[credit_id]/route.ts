import { getCustomerCreditEndpoint, updateCustomerCreditEndpoint } from "@/lib/contracts/customer-credits";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { serializeCustomerCredit } from "@/lib/receivables/customer-credits/customer-credit-serializer";
import { getCustomerCredit } from "@/lib/receivables/customer-credits/get-customer-credit";
import { updateCustomerCredit } from "@/lib/receivables/customer-credits/update-customer-credit";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(getCustomerCreditEndpoint, async ({ request, db, business, params }) => ({
    body: await serializeCustomerCredit(
      db,
      business.id,
      await getCustomerCredit(db, business.id, params.credit_id),
      publicOrigin(request),
    ),
  })),
  PUT: handle(updateCustomerCreditEndpoint, async ({ request, db, business, params, body }) => ({
    body: await serializeCustomerCredit(
      db,
      business.id,
      await updateCustomerCredit(db, business, params.credit_id, body),
      publicOrigin(request),
    ),
  })),
});
