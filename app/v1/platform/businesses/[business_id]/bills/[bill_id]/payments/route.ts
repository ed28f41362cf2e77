import { createBillPaymentEndpoint } from "@/lib/contracts/bill-payments";
import { apiRoute, handle } from "@/lib/http/route";
import { serializeBillPayment } from "@/lib/payables/bill-payment-serializer";
import { createBillPayment } from "@/lib/payables/create-bill-payment";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: handle(createBillPaymentEndpoint, async ({ db, business, params, body }) => {
    const { payment, isNew } = await createBillPayment(db, business, params.bill_id, body);
    return { status: isNew ? 201 : 200, body: serializeBillPayment(payment) };
  }),
});
