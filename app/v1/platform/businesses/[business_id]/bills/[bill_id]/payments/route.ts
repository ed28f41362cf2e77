import { createBillPaymentEndpoint } from "@/lib/contracts/bill-payments";
import { publicOrigin } from "@/lib/http/public-origin";
import { apiRoute, handle } from "@/lib/http/route";
import { serializeBillPayment } from "@/lib/payables/bill-payment-serializer";
import { serializeBill } from "@/lib/payables/bill-serializer";
import { createBillPayment } from "@/lib/payables/create-bill-payment";
import { getBill } from "@/lib/payables/find-bill";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(createBillPaymentEndpoint, async ({ request, db, business, params, body }) => {
    const { payment, isNew } = await createBillPayment(db, business, params.bill_id, body);
    // The bill as it now stands, for `bill.paid` when this payment settled it.
    const bill = await getBill(db, business.id, params.bill_id);
    return {
      status: isNew ? 201 : 200,
      body: serializeBillPayment(payment),
      changed: [
        { resourceType: "bill", body: await serializeBill(db, business, bill, publicOrigin(request)) },
      ],
    };
  }),
});
