import { voidCustomerCreditEndpoint } from "@/lib/contracts/customer-credits";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { serializeCustomerCredit } from "@/lib/receivables/customer-credits/customer-credit-serializer";
import { voidCustomerCredit } from "@/lib/receivables/customer-credits/void-customer-credit";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(voidCustomerCreditEndpoint, async ({ request, db, business, params }) => ({
    body: await serializeCustomerCredit(
      db,
      business.id,
      await voidCustomerCredit(db, business, params.credit_id),
      publicOrigin(request),
    ),
  })),
});
