import { listBillPaymentsEndpoint } from "@/lib/contracts/bill-payments";
import { toPage } from "@/lib/http/pagination";
import { apiRoute, handle } from "@/lib/http/route";
import { serializeBillPayment } from "@/lib/payables/bill-payment-serializer";
import { listBillPayments } from "@/lib/payables/list-bill-payments";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: handle(listBillPaymentsEndpoint, async ({ db, business, query }) => {
    const { payments, total } = await listBillPayments(db, business.id, query);
    return { body: toPage(query, total, payments.map(serializeBillPayment)) };
  }),
});
